/** The `siwx` option of the demo's createModal() call, read from the page's query string. */
export type DemoSiwxOption = { required: boolean; statement: string } | undefined

/**
 * Lets a visitor (and the browser tests) try sign-in with the wallet on the demo page:
 * `?siwx=required` makes signing in part of connecting, `?siwx=optional` offers it, anything else
 * leaves SIWX off.
 */
export function readSiwxOption(search: string): DemoSiwxOption {
  const mode = new URLSearchParams(search).get('siwx')
  if (mode !== 'required' && mode !== 'optional') return undefined
  return { required: mode === 'required', statement: 'Sign in to the Airlock demo' }
}
