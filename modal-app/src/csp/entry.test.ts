import { expect, test } from 'vitest'
import * as entry from '../../csp.ts'

test('behavior: modal-app/csp.ts exports the CSP header and its builders', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'MODAL_CSP',
    'buildModalCsp',
    'buildProductionModalCsp',
  ])
})
