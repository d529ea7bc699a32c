/** EIP-6963 provider info. */
export type Eip6963ProviderInfo = {
  /** UUID v4, new for every page load. */
  uuid: string
  /** Name shown to people. */
  name: string
  /** Icon as a data URI. */
  icon: `data:image/${string}`
  /** Reverse-DNS id, stable across loads. */
  rdns: string
}

/** Parameters of {@link announceEip6963Provider}. */
export type AnnounceEip6963ProviderParameters = {
  /** The provider's info, frozen before it is announced. */
  info: Eip6963ProviderInfo
  /** The EIP-1193 provider. */
  provider: unknown
  /** The window to announce in. Defaults to the global `window`. */
  window?: Window
}

/**
 * Announces an EIP-1193 provider the EIP-6963 way: dispatches `eip6963:announceProvider` now,
 * and again every time the page dispatches `eip6963:requestProvider`. Returns a function that
 * stops answering requests.
 */
export function announceEip6963Provider({
  info,
  provider,
  window: target = window,
}: AnnounceEip6963ProviderParameters): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
