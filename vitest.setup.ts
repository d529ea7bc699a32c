// penpal schedules call timeouts with `window.setTimeout`; in Node the global object stands in.
if (typeof globalThis.window === 'undefined') {
  Object.defineProperty(globalThis, 'window', {
    value: globalThis,
    configurable: true,
    writable: true,
  })
}
