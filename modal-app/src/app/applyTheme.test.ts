// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { applyTheme } from './applyTheme.ts'

let root: HTMLElement

beforeEach(() => {
  root = document.createElement('html')
})

describe('applyTheme', () => {
  test('default: dark', () => {
    applyTheme(root, {})
    expect(root.dataset.theme).toBe('dark')
  })

  test('behavior: switching between light and dark sets data-theme', () => {
    applyTheme(root, { themeMode: 'light' })
    expect(root.getAttribute('data-theme')).toBe('light')
    applyTheme(root, { themeMode: 'dark' })
    expect(root.getAttribute('data-theme')).toBe('dark')
  })

  test('behavior: theme variables become CSS custom properties', () => {
    applyTheme(root, { themeVariables: { '--al-accent': '#ff6600', '--al-z-index': 1000 } })
    expect(root.style.getPropertyValue('--al-accent')).toBe('#ff6600')
    expect(root.style.getPropertyValue('--al-z-index')).toBe('1000')
  })

  test('behavior: a number for --al-color-mix-strength is a percentage, as AppKit takes it', () => {
    // A bare "40" made color-mix() invalid: the card and its surfaces turned transparent.
    applyTheme(root, {
      themeVariables: { '--al-color-mix': '#00bb7f', '--al-color-mix-strength': 40 },
    })
    expect(root.style.getPropertyValue('--al-color-mix-strength')).toBe('40%')
    applyTheme(root, { themeVariables: { '--al-color-mix-strength': '25%' } })
    expect(root.style.getPropertyValue('--al-color-mix-strength')).toBe('25%')
  })

  test('behavior: variables of an earlier call are removed', () => {
    applyTheme(root, { themeVariables: { '--al-accent': '#ff6600' } })
    applyTheme(root, { themeVariables: { '--al-font-family': 'serif' } })
    expect(root.style.getPropertyValue('--al-accent')).toBe('')
    expect(root.style.getPropertyValue('--al-font-family')).toBe('serif')
  })

  test('error: names outside the --al- namespace are ignored', () => {
    applyTheme(root, { themeVariables: { color: 'red', '--other': 'x' } as Record<string, string> })
    expect(root.style.getPropertyValue('color')).toBe('')
    expect(root.style.getPropertyValue('--other')).toBe('')
  })
})
