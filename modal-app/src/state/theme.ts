import { atom } from 'jotai/vanilla'
import type { Store } from './Store.ts'

/** Dark (default) or light. */
export type ThemeMode = 'dark' | 'light'

/** Theme variables, CSS custom properties under `--al-`. */
export type ThemeVariables = Record<`--al-${string}`, string | number>

/**
 * The theme defaults of spec §9 as CSS variables.
 *
 * @example
 * ```ts
 * THEME_DEFAULTS['--al-z-index'] // 999
 * ```
 */
export const THEME_DEFAULTS = Object.freeze({
  '--al-font-size-master': '10px',
  '--al-border-radius-master': '4px',
  '--al-z-index': 999,
  '--al-color-mix-strength': '0%',
  '--al-modal-width': '360px',
} satisfies ThemeVariables)

/**
 * Base colours per mode (ours: the spec names the modes, not the colours).
 *
 * @example
 * ```ts
 * MODE_COLORS.light['--al-color-bg']
 * ```
 */
export const MODE_COLORS: Readonly<Record<ThemeMode, ThemeVariables>> = Object.freeze({
  dark: {
    '--al-color-bg': '#141414',
    '--al-color-fg': '#e4e7e7',
    '--al-color-muted': '#9a9a9a',
    '--al-color-border': '#2a2a2a',
    '--al-accent': '#3396ff',
  },
  light: {
    '--al-color-bg': '#ffffff',
    '--al-color-fg': '#141414',
    '--al-color-muted': '#6b6b6b',
    '--al-color-border': '#e4e4e4',
    '--al-accent': '#3396ff',
  },
})

/** The theme: mode and the host's overrides. */
export type Theme = { mode: ThemeMode; overrides: ThemeVariables }

/**
 * The theme; dark by default.
 *
 * @example
 * ```ts
 * store.get(themeAtom).mode // 'dark'
 * ```
 */
export const themeAtom = atom<Theme>({ mode: 'dark', overrides: {} })

/**
 * Sets the mode and/or the host's overrides from the modal options.
 *
 * @example
 * ```ts
 * setTheme(store, { themeMode: 'light', themeVariables: { '--al-accent': '#ff0066' } })
 * ```
 */
export function setTheme(
  store: Store,
  input: {
    themeMode?: ThemeMode | undefined
    themeVariables?: Record<string, string | number> | undefined
  },
) {
  const current = store.get(themeAtom)
  store.set(themeAtom, {
    mode: input.themeMode ?? current.mode,
    overrides: (input.themeVariables as ThemeVariables | undefined) ?? current.overrides,
  })
}

/**
 * The CSS variables of a theme: §9 defaults, then the mode's colours, then the host's overrides
 * (which win). Numbers are kept as numbers only for unitless variables (z-index).
 *
 * @example
 * ```ts
 * themeCssVariables({ mode: 'light', overrides: {} })['--al-color-bg'] // '#ffffff'
 * ```
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const merged: ThemeVariables = {
    ...THEME_DEFAULTS,
    ...MODE_COLORS[theme.mode],
    ...theme.overrides,
  }
  return Object.fromEntries(Object.entries(merged).map(([name, value]) => [name, String(value)]))
}

/**
 * The CSS variables of the store's theme, plus `color-scheme`, ready for a `style` prop.
 *
 * @example
 * ```ts
 * <div style={store.get(themeStyleAtom)} />
 * ```
 */
export const themeStyleAtom = atom((get) => {
  const theme = get(themeAtom)
  return { ...themeCssVariables(theme), colorScheme: theme.mode }
})
