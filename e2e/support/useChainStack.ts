import { type ChainStack, type StartChainStackOptions, startChainStack } from './startChainStack.ts'
import { test } from './test.ts'

/**
 * Gives a test file its own chain stack: registers a `beforeAll` that starts it
 * (`startChainStack(options)`, with 120 s for the start) and an `afterAll` that stops it. Call it
 * at the top level of the file (or of a `describe`). It returns at once, so the returned object
 * stands in for the stack: every read is forwarded to the stack started in `beforeAll`, with its
 * functions bound to it, and throws if made before then (at the file's top level, say).
 */
export function useChainStack(options?: StartChainStackOptions): ChainStack {
  let started: ChainStack | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    started = await startChainStack(options)
  })

  test.afterAll(async () => {
    // Unset when the start failed: nothing to stop then.
    await started?.stop()
  })

  const current = (what: string): ChainStack => {
    if (started) return started
    throw new Error(
      `useChainStack: ${what} was read before beforeAll started the stack; read it in a test or hook`,
    )
  }

  // The target stays empty; the stack is only there once beforeAll ran.
  return new Proxy({} as ChainStack, {
    get(_, key) {
      const stack = current(`stack.${String(key)}`)
      const value: unknown = Reflect.get(stack, key)
      return typeof value === 'function' ? value.bind(stack) : value
    },
    has: (_, key) => Reflect.has(current(`stack.${String(key)}`), key),
    // For spreads and rest destructuring (`{ ...stack }`, `const { urls, ...rest } = stack`).
    ownKeys: () => Reflect.ownKeys(current('the keys of stack')),
    getOwnPropertyDescriptor: (_, key) =>
      Reflect.getOwnPropertyDescriptor(current(`stack.${String(key)}`), key),
  })
}
