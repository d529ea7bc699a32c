import { useRef, useState } from 'react'

/** Props of {@link CopyAddress}. */
export type CopyAddressProps = {
  /** The full address to copy. */
  address: string
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default. */
  writeText?: ((text: string) => Promise<void>) | undefined
}

/**
 * "Copy address": writes the full address to the clipboard and says "Address copied". Where the
 * clipboard is blocked (no permission in the frame, an old browser) it shows the address in a
 * read-only field, selects it and says "Press Ctrl+C to copy" (⌘C on a Mac).
 *
 * @example
 * ```tsx
 * <CopyAddress address={account.address} />
 * ```
 */
export function CopyAddress({ address, writeText }: CopyAddressProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle')
  const field = useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      const write = writeText ?? ((text: string) => globalThis.navigator.clipboard.writeText(text))
      await write(address)
      setState('copied')
    } catch {
      setState('manual')
      queueMicrotask(() => {
        field.current?.focus()
        field.current?.select()
      })
    }
  }
  const mac = /Mac/.test(globalThis.navigator?.platform ?? '')
  return (
    <div className="al-copy">
      <button type="button" className="al-button" onClick={() => copy()}>
        Copy address
      </button>
      {state === 'manual' ? (
        <label className="al-copy-manual">
          <span>Press {mac ? '⌘C' : 'Ctrl+C'} to copy</span>
          <input
            ref={field}
            className="al-input"
            readOnly
            value={address}
            aria-label="Address"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
      <span className="al-copy-status" aria-live="polite">
        {state === 'copied' ? 'Address copied' : ''}
      </span>
    </div>
  )
}
