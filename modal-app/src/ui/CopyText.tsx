import { useEffect, useRef, useState } from 'react'

/** Props of {@link CopyText}. */
export type CopyTextProps = {
  /** The text to copy. A new value starts from the idle state again. */
  value: string
  /** The button's name, e.g. "Copy address". */
  buttonLabel: string
  /** The accessible name of the fallback field, e.g. "Address". */
  fieldLabel: string
  /** What the live region says after a copy, e.g. "Address copied". */
  copiedMessage: string
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default. */
  writeText?: ((text: string) => Promise<void>) | undefined
}

/**
 * A copy button with a fallback: it writes `value` to the clipboard and announces
 * `copiedMessage`; where the clipboard is blocked (no permission in the frame, an old browser)
 * it shows the value in a read-only field, selects it and says "Press Ctrl+C to copy" (⌘C on a
 * Mac).
 */
export function CopyText({
  value,
  buttonLabel,
  fieldLabel,
  copiedMessage,
  writeText,
}: CopyTextProps) {
  const [copy, setCopy] = useState<{ value: string; state: 'copied' | 'manual' } | undefined>()
  const field = useRef<HTMLInputElement>(null)
  const state = copy?.value === value ? copy.state : 'idle'
  useEffect(() => {
    if (state !== 'manual') return
    field.current?.focus()
    field.current?.select()
  }, [state])
  const copyValue = async () => {
    try {
      const write = writeText ?? ((text: string) => globalThis.navigator.clipboard.writeText(text))
      await write(value)
      setCopy({ value, state: 'copied' })
    } catch {
      setCopy({ value, state: 'manual' })
    }
  }
  const mac = /Mac/.test(globalThis.navigator?.platform ?? '')
  return (
    <div className="al-copy">
      <button type="button" className="al-button" onClick={() => copyValue()}>
        {buttonLabel}
      </button>
      {state === 'manual' ? (
        <label className="al-copy-manual">
          <span>Press {mac ? '⌘C' : 'Ctrl+C'} to copy</span>
          <input
            ref={field}
            className="al-input"
            readOnly
            value={value}
            aria-label={fieldLabel}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
      <span className="al-copy-status" aria-live="polite">
        {state === 'copied' ? copiedMessage : ''}
      </span>
    </div>
  )
}
