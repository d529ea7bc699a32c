import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import { setTheme, themeAtom, themeCssVariables, themeStyleAtom } from './theme.ts'

describe('§9 theme', () => {
  test('§9 theme: dark by default with the §9 variables', () => {
    const store = createStore()
    expect(store.get(themeAtom).mode).toBe('dark')
    expect(store.get(themeStyleAtom)).toMatchObject({
      '--al-font-size-master': '10px',
      '--al-border-radius-master': '4px',
      '--al-z-index': '999',
      '--al-color-mix-strength': '0%',
      colorScheme: 'dark',
    })
  })

  test('§9 theme: light mode changes the colours', () => {
    const dark = themeCssVariables({ mode: 'dark', overrides: {} })
    const light = themeCssVariables({ mode: 'light', overrides: {} })
    expect(light['--al-color-bg']).not.toBe(dark['--al-color-bg'])
    expect(light['--al-font-size-master']).toBe('10px')
  })

  test('§9 theme: host overrides win', () => {
    const store = createStore()
    setTheme(store, {
      themeMode: 'light',
      themeVariables: { '--al-accent': '#ff0066', '--al-z-index': 5 },
    })
    expect(store.get(themeStyleAtom)).toMatchObject({
      '--al-accent': '#ff0066',
      '--al-z-index': '5',
      colorScheme: 'light',
    })
    setTheme(store, {})
    expect(store.get(themeAtom).mode).toBe('light')
  })
})
