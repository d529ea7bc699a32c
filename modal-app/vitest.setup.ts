// The views are lazy chunks that Vite transforms at their first import: on a loaded two-core
// machine that took over the default 1 s wait of `findBy*`, and such tests failed at random.
// Only DOM test files render; the others are spared loading Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5_000 })
}

// A module, so that the top-level await above is allowed.
export {}
