import { expect, test } from 'vitest'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { RefusalMessage } from './RefusalMessage.ts'

test('default: every refusal code is an error code, and the ones a call can end with are not among them', () => {
  for (const code of RefusalMessage.codes) expect(Object.values(ErrorCode)).toContain(code)
  for (const code of [ErrorCode.USER_REJECTED, ErrorCode.REQUEST_TIMEOUT, ErrorCode.DESTROYED]) {
    expect(RefusalMessage.codes).not.toContain(code)
  }
})
