import { useEffect, useState } from 'react'

/**
 * False on the first render, true once the frame it produced has been painted. Views in the first
 * chunk render their lazy parts behind it so that those chunks load after the first paint, never
 * in the race before it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    // The next animation frame comes after the current one is painted.
    const id = requestAnimationFrame(() => setPainted(true))
    return () => cancelAnimationFrame(id)
  }, [])
  return painted
}
