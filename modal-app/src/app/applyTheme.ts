import type { ModalOptions } from '@airlock/shared-protocol'

const applied = new WeakMap<HTMLElement, string[]>()

/**
 * Applies the host's theme to the modal document: `data-theme` (the stylesheet sets the matching
 * `color-scheme` on the dialog card only; the root stays `normal`, like the host's iframe
 * element, so that Chromium keeps the iframe transparent) and the `--al-*` theme variables as CSS
 * custom properties (a number for `--al-color-mix-strength` is a percentage). Variables from an
 * earlier call that are not in this one are removed. Writes go through the CSSOM, which the
 * modal's CSP allows (style attributes in markup are not).
 */
export function applyTheme(
  root: HTMLElement,
  theme: Pick<ModalOptions, 'themeMode' | 'themeVariables'>,
): void {
  root.dataset.theme = theme.themeMode === 'light' ? 'light' : 'dark'
  for (const name of applied.get(root) ?? []) root.style.removeProperty(name)
  const names: string[] = []
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    if (!/^--al-[a-z0-9-]{1,40}$/.test(name)) continue
    // The strength goes into color-mix() as a percentage; AppKit's `--w3m-color-mix-strength: 40`
    // is a number of percent, and a bare "40" there would leave every surface transparent.
    const css =
      name === '--al-color-mix-strength' && typeof value === 'number' ? `${value}%` : value
    root.style.setProperty(name, String(css))
    names.push(name)
  }
  applied.set(root, names)
}
