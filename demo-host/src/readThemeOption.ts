/**
 * The `themeMode` of the demo's createModal() call, read from the page's query string:
 * `?theme=light` or `?theme=dark` (the modal's default when the parameter is absent or unknown),
 * so that a visitor and the browser tests see the modal in either theme.
 */
export function readThemeOption(search: string): 'light' | 'dark' | undefined {
  const theme = new URLSearchParams(search).get('theme')
  return theme === 'light' || theme === 'dark' ? theme : undefined
}
