import type { CreateModalOptions } from '@airlock/host-sdk'

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

/**
 * The modal URL this page should use: the content of its `<meta name="airlock-modal-url">` tag
 * (written at build time from `AIRLOCK_MODAL_URL`, and rewritten by the local stack's host server
 * when the modal runs on another port), or the local stack's default `http://localhost:4310/`.
 */
export function readModalUrl(doc: Pick<Document, 'querySelector'>): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="airlock-modal-url"]')
  const content = meta?.content.trim()
  return content && !content.startsWith('%') ? content : 'http://localhost:4310/'
}

/**
 * The `themeMode` of the demo's createModal() call, read from the page's query string:
 * `?theme=light` or `?theme=dark` (the modal's default when the parameter is absent or unknown),
 * so that a visitor and the browser tests see the modal in either theme.
 */
export function readThemeOption(search: string): 'light' | 'dark' | undefined {
  const theme = new URLSearchParams(search).get('theme')
  return theme === 'light' || theme === 'dark' ? theme : undefined
}

/**
 * Options of the demo's createModal() call that the browser tests of the host API vary through
 * the query string: `?closeOnConnect=false` keeps the modal open after a connect the page's code
 * started, `?analytics=off` turns the analytics feature off (tracked events still reach the page).
 */
export function readHostApiOptions(search: string): {
  closeOnConnect?: false
  features?: { analytics: false }
} {
  const query = new URLSearchParams(search)
  return {
    ...(query.get('closeOnConnect') === 'false' ? { closeOnConnect: false } : {}),
    ...(query.get('analytics') === 'off' ? { features: { analytics: false } } : {}),
  }
}

/**
 * The `preload` of the demo's createModal() call, from `?preload=load`, `idle` or `interaction`
 * (without it, the SDK's default: after the page's load), so that a visitor and the browser
 * tests can watch when the modal's iframe is made. Any other value is passed on as written:
 * createModal() refuses it with `INVALID_OPTIONS` naming the option and the values it takes.
 */
export function readPreloadOption(search: string): Pick<CreateModalOptions, 'preload'> {
  const preload = new URLSearchParams(search).get('preload')
  return preload === null ? {} : { preload: preload as CreateModalOptions['preload'] }
}

/**
 * Whether the demo page installs its two demo wallets: yes, unless the query says
 * `?wallets=none`, which gives a visitor (and the browser tests) a page without them, as a
 * browser without those extensions, or after they were removed, would be.
 */
export function shouldLoadDemoWallets(search: string): boolean {
  return new URLSearchParams(search).get('wallets') !== 'none'
}
