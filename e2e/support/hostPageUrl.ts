/** Query parameters of `e2e/pages/host.html`. */
export type HostPageParams = {
  /** The modal URL the page passes to createModal. */
  modal: string
  /** handshakeTimeoutMs. */
  timeout?: number
  /** How many times the page calls createModal with the same options. */
  instances?: number
  /** themeMode. */
  theme?: 'dark' | 'light'
}

/**
 * The URL of the test host page under `pagesBase` (an allowed or a not-allowed origin).
 */
export function hostPageUrl(pagesBase: string, params: HostPageParams): string {
  const query = new URLSearchParams({ modal: params.modal })
  if (params.timeout !== undefined) query.set('timeout', String(params.timeout))
  if (params.instances !== undefined) query.set('instances', String(params.instances))
  if (params.theme !== undefined) query.set('theme', params.theme)
  return `${pagesBase}host.html?${query}`
}
