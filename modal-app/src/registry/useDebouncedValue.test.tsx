// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useDebouncedValue } from './useDebouncedValue.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default: the first value at once, a change only after 500 ms of quiet', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
    initialProps: { value: '' },
  })
  expect(result.current).toBe('')
  rerender({ value: 'r' })
  act(() => vi.advanceTimersByTime(300))
  rerender({ value: 'ra' })
  act(() => vi.advanceTimersByTime(499))
  expect(result.current).toBe('')
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe('ra')
})

test('args: delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 100), {
    initialProps: { value: 1 },
  })
  rerender({ value: 2 })
  act(() => vi.advanceTimersByTime(100))
  expect(result.current).toBe(2)
})
