import { useEffect, useState } from 'react'
import { TIMES } from '../state/constants.ts'

/**
 * `value`, once it has stopped changing for `delay` ms (500 ms by default, spec §9). The first
 * render returns `value` at once.
 */
export function useDebouncedValue<T>(value: T, delay: number = TIMES.debounce): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}
