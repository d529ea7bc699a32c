import { expect, test } from 'vitest'
import * as entry from '../../csp.ts'

test('behavior: modal-app/csp.ts exports exactly the CSP header', () => {
  expect(Object.keys(entry).sort()).toEqual(['MODAL_CSP'])
})
