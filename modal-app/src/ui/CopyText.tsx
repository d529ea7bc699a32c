import { useStore } from 'jotai/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { showSnackbar } from '../state/snackbar.ts'

/** Props of {@link CopyText}. */
export type CopyTextProps = {
  /** The text to copy. A new value starts from the idle state again. */
  value: string
  /** The button's name, e.g. "Copy address". */
  buttonLabel: string
  /** The accessible name of the fallback field, e.g. "Address". */
  fieldLabel: string
  /** What the toast says after a copy, e.g. "Address copied". */
  copiedMessage: string
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default. */
  writeText?: ((text: string) => Promise<void>) | undefined
  /** An icon: the button is then this icon alone, named by `buttonLabel`. */
  icon?: ReactNode
  /** The button does nothing for now (a secret's copy before the visitor has seen it). */
  disabled?: boolean | undefined
}

/**
 * A copy button with a fallback: it writes `value` to the clipboard and says `copiedMessage` in a
 * toast (the snackbar, which goes by itself and is announced by its live region); where the clipboard is blocked (no permission in the frame, an old browser)
 * it shows the value in a read-only field, selects it and says "Press Ctrl+C to copy" (⌘C on a
 * Mac).
 */
export function CopyText({
  value,
  buttonLabel,
  fieldLabel,
  copiedMessage,
  writeText,
  icon,
  disabled,
}: CopyTextProps) {
  const store = useStore()
  const [copy, setCopy] = useState<{ value: string; state: 'manual' } | undefined>()
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
      setCopy(undefined)
      showSnackbar(store, { message: copiedMessage, variant: 'success' })
    } catch {
      setCopy({ value, state: 'manual' })
    }
  }
  const mac = /Mac/.test(globalThis.navigator?.platform ?? '')
  return (
    <div className="al-copy">
      {icon ? (
        <button
          type="button"
          className="al-icon-button al-hit-area"
          aria-label={buttonLabel}
          title={buttonLabel}
          disabled={disabled}
          onClick={() => copyValue()}
        >
          {icon}
        </button>
      ) : (
        <button type="button" className="al-button" disabled={disabled} onClick={() => copyValue()}>
          {buttonLabel}
        </button>
      )}
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
    </div>
  )
}
