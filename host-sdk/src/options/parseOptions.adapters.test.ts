import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { bitcoinAdapter } from '../bitcoin/bitcoinAdapter.ts'
import { cosmosAdapter } from '../cosmos/cosmosAdapter.ts'
import { polkadotAdapter } from '../polkadot/polkadotAdapter.ts'
import { solanaAdapter } from '../solana/solanaAdapter.ts'
import { parseCreateModalOptions } from './parseOptions.ts'

const M = 'https://m.example/'

/** The error createModal()'s option parsing throws for `adapters`, as code and message. */
function refusal(adapters: unknown) {
  try {
    parseCreateModalOptions({ projectId: 'demo', modalUrl: M, adapters })
  } catch (error) {
    expect(error).toBeInstanceOf(AirlockError)
    return `${(error as AirlockError).code}: ${(error as AirlockError).shortMessage}`
  }
  throw new Error('expected a refusal')
}

test('default: the adapters are kept as given, and stay out of the modal options', () => {
  const adapter = solanaAdapter()
  const parsed = parseCreateModalOptions({ projectId: 'demo', modalUrl: M, adapters: [adapter] })
  expect(parsed.adapters).toEqual([adapter])
  expect(parsed.adapters[0]).toBe(adapter)
  expect(parsed.modalOptions).not.toHaveProperty('adapters')
  expect(
    parseCreateModalOptions({ projectId: 'demo', modalUrl: M, adapters: [] }).adapters,
  ).toEqual([])
  expect(parseCreateModalOptions({ projectId: 'demo', modalUrl: M }).adapters).toEqual([])
})

test('default: one adapter per namespace, for all four namespaces beyond eip155', () => {
  const adapters = [solanaAdapter(), polkadotAdapter(), bitcoinAdapter(), cosmosAdapter()]
  const parsed = parseCreateModalOptions({ projectId: 'demo', modalUrl: M, adapters })
  expect(parsed.adapters.map(({ namespace }) => namespace)).toEqual([
    'solana',
    'polkadot',
    'bip122',
    'cosmos',
  ])
})

test('error: values that are not a list of adapters, one per namespace', () => {
  expect(refusal([solanaAdapter])).toMatchInlineSnapshot(
    `"INVALID_OPTIONS: Invalid option "adapters": Expected adapters from @airlock/host-sdk entries, one per namespace."`,
  )
  for (const adapters of [
    null,
    solanaAdapter(),
    [solanaAdapter(), solanaAdapter()],
    [{ namespace: 'solana' }],
    [cosmosAdapter(), polkadotAdapter(), cosmosAdapter()],
    [null],
    ['solana'],
  ]) {
    expect(refusal(adapters)).toBe(refusal([solanaAdapter]))
  }
})

test('error: a misspelt name is named, as what cannot cross to the modal', () => {
  expect(() =>
    parseCreateModalOptions({ projectId: 'demo', modalUrl: M, adapter: [solanaAdapter()] }),
  ).toThrow(
    expect.objectContaining({
      code: ErrorCode.UNSUPPORTED_VALUE,
      message: 'Invalid option "adapter": A function cannot cross the boundary.',
    }),
  )
})
