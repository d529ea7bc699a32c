import type { ReactNode } from 'react'

/** Props of {@link AmountInput}. */
export type AmountInputProps = {
  id: string
  /** The field's name ("Amount"), visually hidden: the big number speaks for itself. */
  label: string
  value: string
  onChange: (value: string) => void
  /** What stands beside the amount: the token picker. */
  token: ReactNode
  /** The amount's value in USD, already formatted ("$12.34"), when the token has a price. */
  usd?: string | undefined
  /** The balance, formatted with its symbol ("1.5 ETH"); Max is offered with it. */
  balance?: string | undefined
  /** Fills in the whole balance. */
  onMax?: (() => void) | undefined
  invalid?: boolean | undefined
  /** The id of the text that describes a problem with the amount. */
  describedBy?: string | undefined
}

/**
 * The typed amount with a decimal comma read as the point: a phone's decimal keypad in a comma
 * locale (de, fr, es, pt-BR…) has a "," key and no "." key. Only a lone comma, with no point
 * beside it: "0,5" is 0.5; "1,000.5" stays as typed (and is refused as an amount).
 */
function withDecimalPoint(text: string): string {
  return !text.includes('.') && text.indexOf(',') === text.lastIndexOf(',')
    ? text.replace(',', '.')
    : text
}

/**
 * The token amount input: the amount large, the token beside it, and under it the amount's USD
 * value and the balance with Max. A decimal comma is taken as the point ({@link withDecimalPoint}).
 */
export function AmountInput({
  id,
  label,
  value,
  onChange,
  token,
  usd,
  balance,
  onMax,
  invalid,
  describedBy,
}: AmountInputProps) {
  return (
    <div className="al-well al-amount" data-invalid={invalid ? 'true' : undefined}>
      <div className="al-amount-main">
        <input
          id={id}
          className="al-amount-input al-figure"
          aria-label={label}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          onChange={(event) => onChange(withDecimalPoint(event.target.value))}
        />
        {token}
      </div>
      <div className="al-amount-foot">
        <span data-testid="amount-usd">{usd ?? ''}</span>
        {balance !== undefined ? (
          <span className="al-amount-balance">
            <span>Balance {balance}</span>
            {onMax ? (
              <button type="button" className="al-link-button al-hit-area" onClick={onMax}>
                Max
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  )
}
