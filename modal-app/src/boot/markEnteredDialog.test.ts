import { createStore } from 'jotai/vanilla'
import { expect, test } from 'vitest'
import { modalOpenAtom } from '../state/modal.ts'
import { markEnteredDialog } from './markEnteredDialog.ts'

const root = () => ({ dataset: {} as Record<string, string> }) as unknown as HTMLElement

test('default: a dialog open at the first render is marked as entered until it first closes', () => {
  const store = createStore()
  store.set(modalOpenAtom, true)
  const element = root()
  expect(markEnteredDialog(store, element)).toBe(true)
  expect(element.dataset.entered).toBe('true')
  store.set(modalOpenAtom, false)
  expect(element.dataset.entered).toBeUndefined()
  // A later open enters as usual: the mark does not come back.
  store.set(modalOpenAtom, true)
  expect(element.dataset.entered).toBeUndefined()
})

test('edge: a modal closed at the first render is not marked', () => {
  const store = createStore()
  const element = root()
  expect(markEnteredDialog(store, element)).toBe(false)
  store.set(modalOpenAtom, true)
  expect(element.dataset.entered).toBeUndefined()
})
