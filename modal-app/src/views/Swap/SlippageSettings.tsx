import { readSlippage } from '../../swap/swapFlow.ts'

/** The usual tolerances, one tap each; any other is typed. */
const PRESETS = ['0.5', '1', '3']

/** Above this (percent) the settings warn that the swap may be front-run. */
const HIGH = 5

/** Props of {@link SlippageSettings}. */
export type SlippageSettingsProps = {
  id: string
  /** The slippage as typed, percent. */
  value: string
  onChange: (value: string) => void
}

/**
 * The swap's slippage tolerance: three presets and a field for any other, what it means, and why
 * a value is refused (outside 0.1–50 %) or risky (above 5 %).
 */
export function SlippageSettings({ id, value, onChange }: SlippageSettingsProps) {
  const read = readSlippage(value)
  return (
    <fieldset className="al-well al-swap-settings" id={id}>
      <legend className="al-swap-settings-title">Slippage tolerance</legend>
      <div className="al-swap-slippage">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="al-swap-preset"
            aria-pressed={'slippage' in read && read.slippage === Number(preset)}
            onClick={() => onChange(preset)}
          >
            {preset}%
          </button>
        ))}
        {/* A label round the field: a tap on its padding or its % types into it too. */}
        <label className="al-swap-custom" data-invalid={'error' in read ? 'true' : undefined}>
          <input
            className="al-swap-custom-input"
            aria-label="Slippage tolerance (%)"
            aria-invalid={'error' in read ? true : undefined}
            aria-describedby={`${id}-hint`}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span aria-hidden="true">%</span>
        </label>
      </div>
      {'error' in read ? (
        <p className="al-hint al-hint-error" id={`${id}-hint`} role="alert">
          {read.error}
        </p>
      ) : (
        <p className="al-hint" id={`${id}-hint`}>
          {read.slippage > HIGH
            ? `Your swap may be front-run: you could receive up to ${read.slippage}% less than quoted.`
            : 'If the price moves more than this before the swap is mined, it reverts and you keep your tokens.'}
        </p>
      )}
    </fieldset>
  )
}
