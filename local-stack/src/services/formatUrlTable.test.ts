import { expect, it } from 'vitest'
import { formatUrlTable } from './formatUrlTable.ts'

it('default: one aligned row per service', () => {
  expect(
    formatUrlTable([
      { name: 'Demo host', url: 'http://127.0.0.1:4300/' },
      { name: 'Modal', url: 'http://localhost:4310/' },
    ]),
  ).toBe('  Demo host  http://127.0.0.1:4300/\n  Modal      http://localhost:4310/')
})
