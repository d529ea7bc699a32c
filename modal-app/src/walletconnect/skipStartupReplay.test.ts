import { expect, test, vi } from 'vitest'
import { skipStartupReplay } from './skipStartupReplay.ts'

/** A stand-in of the sign client's engine, its pass on the prototype as in the SDK. */
class FakeEngine {
  readonly replayed: string[] = []
  async processPendingMessageEvents(): Promise<void> {
    this.replayed.push('settle')
  }
}

test('default: no session at init → the pass becomes a no-op the engine still calls as its method', async () => {
  const engine = new FakeEngine()
  expect(skipStartupReplay({ client: { session: { keys: [] }, engine } })).toBe(true)
  await engine.processPendingMessageEvents()
  expect(engine.replayed).toEqual([])
})

test('behavior: a restored session keeps the pass (its leftover messages)', async () => {
  const engine = new FakeEngine()
  const pass = vi.spyOn(engine, 'processPendingMessageEvents')
  expect(skipStartupReplay({ client: { session: { keys: ['a1b2'] }, engine } })).toBe(false)
  await engine.processPendingMessageEvents()
  expect(pass).toHaveBeenCalledOnce()
  expect(engine.replayed).toEqual(['settle'])
})

test('behavior: an SDK without the pass, the engine or the session store is left alone', () => {
  const engine = {}
  expect(skipStartupReplay({ client: { session: { keys: [] }, engine } })).toBe(false)
  expect(engine).toEqual({})
  expect(skipStartupReplay({ client: { session: { keys: [] } } })).toBe(false)
  expect(skipStartupReplay({ client: { engine: new FakeEngine() } })).toBe(false)
  expect(skipStartupReplay({})).toBe(false)
})
