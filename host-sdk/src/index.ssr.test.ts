// Runs in Node without DOM globals, as server rendering does.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

const savedWindow = Object.getOwnPropertyDescriptor(globalThis, 'window')

beforeAll(() => {
  // A server has no window at all; make sure no test before this one left one behind.
  Reflect.deleteProperty(globalThis, 'window')
  vi.resetModules()
})
afterAll(() => {
  if (savedWindow) Object.defineProperty(globalThis, 'window', savedWindow)
})

describe('server rendering', () => {
  test('behavior: importing the entries touches no browser global', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    await expect(import('./index.ts')).resolves.toHaveProperty('createModal')
    await expect(import('./react/index.ts')).resolves.toHaveProperty('useModal')
    await expect(import('./solana/index.ts')).resolves.toHaveProperty('solanaAdapter')
    await expect(import('./vue/index.ts')).resolves.toHaveProperty('useModal')
    await expect(import('./ssr/index.ts')).resolves.toHaveProperty('cookieToInitialState')
  })

  test('behavior: createModal() on the server validates and returns an inert instance', async () => {
    const { createModal, ErrorCode } = await import('./index.ts')
    expect(() => createModal({ projectId: 'bad id', modalUrl: 'https://modal.example/' })).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_PROJECT_ID }),
    )
    const { solanaAdapter } = await import('./solana/index.ts')
    createModal({
      projectId: 'ssr',
      modalUrl: 'https://modal.example/',
      adapters: [solanaAdapter()],
    }).destroy()
    const modal = createModal({ projectId: 'ssr', modalUrl: 'https://modal.example/' })
    expect(modal.getState()).toMatchObject({ ready: false, open: false, error: null })
    const unsubscribe = modal.subscribeState(() => {})
    unsubscribe()
    await expect(modal.open()).rejects.toMatchObject({ code: ErrorCode.NOT_IN_BROWSER })
    await expect(modal.close()).resolves.toBeUndefined()
    modal.destroy()
  })
})
