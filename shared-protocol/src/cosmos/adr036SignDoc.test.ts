import { expect, test } from 'vitest'
import { adr036SignDoc, readAdr036SignDoc } from './adr036SignDoc.ts'

const SIGNER = 'cosmos1w508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

test('default: the sign doc Keplr signs for a text, its UTF-8 bytes in base64', () => {
  expect(adr036SignDoc(SIGNER, 'héllo')).toMatchInlineSnapshot(`
    {
      "account_number": "0",
      "chain_id": "",
      "fee": {
        "amount": [],
        "gas": "0",
      },
      "memo": "",
      "msgs": [
        {
          "type": "sign/MsgSignData",
          "value": {
            "data": "aMOpbGxv",
            "signer": "cosmos1w508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
          },
        },
      ],
      "sequence": "0",
    }
  `)
})

test('behavior: bytes are signed as they are; reading the doc gives them back', () => {
  const bytes = new Uint8Array([0, 255, 128])
  const doc = adr036SignDoc(SIGNER, bytes)
  expect(readAdr036SignDoc(doc)).toEqual({ signer: SIGNER, data: bytes })
  expect(new TextDecoder().decode(readAdr036SignDoc(adr036SignDoc(SIGNER, 'héllo'))?.data)).toBe(
    'héllo',
  )
})

test.each([
  ['a chain id', { chain_id: 'cosmoshub-4' }],
  ['a fee', { fee: { gas: '200000', amount: [{ denom: 'uatom', amount: '1' }] } }],
  ['a memo', { memo: 'x' }],
  [
    'two messages',
    { msgs: [...adr036SignDoc(SIGNER, 'a').msgs, ...adr036SignDoc(SIGNER, 'b').msgs] },
  ],
  ['a bank send', { msgs: [{ type: 'cosmos-sdk/MsgSend', value: {} }] }],
  [
    'data not base64',
    { msgs: [{ type: 'sign/MsgSignData', value: { signer: SIGNER, data: '%%' } }] },
  ],
])('error: a doc with %s is not ADR-036', (_, change) => {
  expect(readAdr036SignDoc({ ...adr036SignDoc(SIGNER, 'text'), ...change })).toBeUndefined()
})

test('error: not a sign doc at all', () => {
  expect(readAdr036SignDoc(undefined)).toBeUndefined()
  expect(readAdr036SignDoc('doc')).toBeUndefined()
  expect(readAdr036SignDoc({ msgs: 'x' })).toBeUndefined()
})
