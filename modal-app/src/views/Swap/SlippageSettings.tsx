import { readSlippage } from '../../swap/swapFlow.ts'

/** The usual tolerances, one tap each; any other is typed. */
const PRESETS = ['0.5', '1', '3']

/** Above this (percent) the settings warn that the visitor may get much less than shown. */
const HIGH = 5

/** Props of {@link SlippageSettings}. */
export type SlippageSettingsProps = {
  id: string
  /** The slippage as typed, percent. */
  value: string
  onChange: (value: string) => void
}

/**
 * The swap's slippage tolerance: what it means in plain words (the fieldset's description), three
 * presets and a field for any other, and why a value is refused (outside 0.1–50 %) or risky
 * (above 5 %).
 */
export function SlippageSettings({ id, value, onChange }: SlippageSettingsProps) {
  const read = readSlippage(value)
  return (
    <fieldset className="al-well al-swap-settings" id={id} aria-describedby={`${id}-about`}>
      <legend className="al-swap-settings-title">Slippage tolerance</legend>
      {/* Swappers know the term; a first-time visitor needs it said once in plain words. */}
      <p className="al-hint" id={`${id}-about`}>
        How far the price may move before the swap is cancelled and you keep your tokens.
      </p>
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
            aria-describedby={'error' in read || read.slippage > HIGH ? `${id}-hint` : undefined}
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
      ) : read.slippage > HIGH ? (
        <p className="al-hint" id={`${id}-hint`}>
          With a tolerance this high, you may get up to {read.slippage}% less than shown.
        </p>
      ) : null}
    </fieldset>
  )
}
