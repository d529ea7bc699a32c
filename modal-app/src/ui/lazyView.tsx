import { type ComponentType, createElement, lazy } from 'react'

/** A lazily loaded view that can be loaded ahead of its first render. */
export type LazyView = ComponentType & {
  /** Loads the view's chunk; once it has arrived the view renders at once, with no Suspense. */
  preload: () => Promise<void>
}

/**
 * Like `React.lazy`, plus `preload()`. A `lazy` component suspends on its first render even when
 * its chunk is already loaded (React then held the content back up to 300 ms; preact/compat shows
 * the fallback for a render): a view preloaded with this one renders directly instead.
 * A failed load is forgotten, so a later render or preload tries again.
 */
export function lazyView(load: () => Promise<ComponentType>): LazyView {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => start().then((component) => ({ default: component })))
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per view at module level, like React.lazy
  const View = () => createElement(loaded ?? Lazy)
  return Object.assign(View, { preload: () => start().then(() => undefined) })
}
