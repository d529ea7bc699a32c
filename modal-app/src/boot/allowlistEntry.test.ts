import { expect, test } from 'vitest'
import * as entry from '../../allowlist.ts'

test('behavior: modal-app/allowlist.ts exports the allowlist rule only', () => {
  expect(Object.keys(entry).sort()).toEqual(['isOriginAllowed'])
})
