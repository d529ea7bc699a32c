import { describe, expect, test } from 'vitest'
import { DEMO_SOLANA_ACCOUNTS } from './demo.ts'
import { solanaTransferTransaction } from './solanaTransfer.ts'

const [FROM, TO] = DEMO_SOLANA_ACCOUNTS
const bytesOf = (base64: string) => Buffer.from(base64, 'base64').length

describe('solanaTransferTransaction size', () => {
  // The size-limit tests of the modal and the wallet frame stand on these lengths being exact.
  test.each([0, 'legacy'] as const)(
    'behavior: %s transfers come out at exactly the size asked, either side of the memo prefix growing',
    (version) => {
      for (const size of [260, 400, 1_232, 1_233]) {
        const transaction = solanaTransferTransaction({
          from: FROM.address,
          to: TO.address,
          lamports: 1n,
          version,
          size,
        })
        expect(bytesOf(transaction)).toBe(size)
      }
    },
  )

  test('error: a size below the transfer itself is a RangeError naming the least', () => {
    expect(() =>
      solanaTransferTransaction({ from: FROM.address, to: TO.address, lamports: 1n, size: 100 }),
    ).toThrow(/at least \d+ bytes/)
  })
})
