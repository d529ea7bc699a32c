// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { createWalletDock } from './createWalletDock.ts'
import type { DemoWalletControl } from './DemoWalletControl.ts'

/** A wallet control whose connection the test flips, as a wallet would. */
function walletControl(name: string): DemoWalletControl & { connect: () => void } {
  let connected = false
  const watchers = new Set<() => void>()
  const set = (next: boolean) => {
    connected = next
    for (const watcher of watchers) watcher()
  }
  return {
    name,
    getStatus: () => ({ connected, account: `${name}-account`, network: 'Local' }),
    subscribe(watcher) {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
    revoke: () => set(false),
    connect: () => set(true),
  }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('createWalletDock', () => {
  test('default: one labelled entry per wallet; Disconnect only while connected, and it revokes', () => {
    const first = walletControl('First')
    const second = walletControl('Second')
    const remove = createWalletDock({ wallets: [first, second] })
    const dock = document.querySelector('aside[aria-label="Demo wallets"]')
    expect(dock?.querySelector('summary')?.textContent).toBe('Demo wallets (development keys)')
    const entries = [...(dock?.querySelectorAll('section') ?? [])]
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual(['First', 'Second'])
    expect(entries[0]?.textContent).toContain('Not connected · First-account · Local')
    const disconnect = dock?.querySelector<HTMLButtonElement>('[aria-label="Disconnect First"]')
    expect(disconnect?.hidden).toBe(true)

    first.connect()
    expect(entries[0]?.textContent).toContain('Connected to this site · First-account · Local')
    expect(disconnect?.hidden).toBe(false)
    disconnect?.click()
    expect(first.getStatus().connected).toBe(false)
    expect(disconnect?.hidden).toBe(true)

    remove()
    expect(document.querySelector('aside')).toBeNull()
    first.connect() // no longer watched: nothing throws, nothing renders
    expect(document.body.children).toHaveLength(0)
  })
})
