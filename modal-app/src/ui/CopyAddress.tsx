import type { ReactNode } from 'react'
import { CopyText } from './CopyText.tsx'

/** Props of {@link CopyAddress}. */
export type CopyAddressProps = {
  /** The full address to copy. */
  address: string
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default. */
  writeText?: ((text: string) => Promise<void>) | undefined
  /** An icon: the button is then this icon alone, named "Copy address". */
  icon?: ReactNode
}

/**
 * "Copy address": writes the full address to the clipboard and says "Address copied" in a toast
 * that goes by itself. Where the
 * clipboard is blocked (no permission in the frame, an old browser) it shows the address in a
 * read-only field, selects it and says "Press Ctrl+C to copy" (⌘C on a Mac).
 */
export function CopyAddress({ address, writeText, icon }: CopyAddressProps) {
  return (
    <CopyText
      value={address}
      buttonLabel="Copy address"
      fieldLabel="Address"
      copiedMessage="Address copied"
      writeText={writeText}
      icon={icon}
    />
  )
}
