// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { announceEip6963Provider } from './announceEip6963Provider.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'

const info = {
  uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'Test',
  icon: DEMO_WALLET_ICONS.evm,
  rdns: 'dev.airlock.test',
}

function collect() {
  const seen: { info: typeof info; provider: unknown }[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { seen, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('announceEip6963Provider', () => {
  test('default: announces at once and on every requestProvider, with frozen info', () => {
    const provider = { request: async () => null }
    const { seen, stop } = collect()
    const stopAnnouncing = announceEip6963Provider({ info, provider })
    expect(seen).toHaveLength(1)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[1]?.info).toEqual(info)
    expect(seen[1]?.provider).toBe(provider)
    expect(Object.isFrozen(seen[1])).toBe(true)
    expect(Object.isFrozen(seen[1]?.info)).toBe(true)

    stopAnnouncing()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    stop()
  })
})
