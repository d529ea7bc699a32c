import { expect, test } from 'vitest'
import { parseFrame } from './parseFrame.ts'
import { RPC_ERROR } from './RelayRpcError.ts'

test('default: a request keeps its raw id, method and params', () => {
  expect(
    parseFrame(
      '{"id":1700000000000000001,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    ),
  ).toEqual({
    kind: 'request',
    rawId: '1700000000000000001',
    method: 'irn_subscribe',
    params: { topic: 't' },
  })
})

test('behavior: an answer from the client is a response', () => {
  expect(parseFrame('{"id":5,"jsonrpc":"2.0","result":true}')).toEqual({
    kind: 'response',
    rawId: '5',
  })
  expect(parseFrame('{"id":5,"jsonrpc":"2.0","error":{"code":1}}')).toMatchObject({
    kind: 'response',
  })
})

test('behavior: params may be missing (the handler decides)', () => {
  expect(parseFrame('{"id":"x","jsonrpc":"2.0","method":"m"}')).toMatchObject({
    kind: 'request',
    rawId: '"x"',
    params: undefined,
  })
})

test.each([
  ['not JSON', '{', 'null', RPC_ERROR.PARSE_ERROR],
  ['empty', '', 'null', RPC_ERROR.PARSE_ERROR],
  ['array (batch)', '[]', 'null', RPC_ERROR.INVALID_REQUEST],
  ['string', '"hi"', 'null', RPC_ERROR.INVALID_REQUEST],
  ['no id', '{"jsonrpc":"2.0","method":"m"}', 'null', RPC_ERROR.INVALID_REQUEST],
  ['null id', '{"id":null,"jsonrpc":"2.0","method":"m"}', 'null', RPC_ERROR.INVALID_REQUEST],
  ['boolean id', '{"id":true,"jsonrpc":"2.0","method":"m"}', 'null', RPC_ERROR.INVALID_REQUEST],
  ['wrong jsonrpc', '{"id":1,"jsonrpc":"1.0","method":"m"}', '1', RPC_ERROR.INVALID_REQUEST],
  ['no jsonrpc', '{"id":1,"method":"m"}', '1', RPC_ERROR.INVALID_REQUEST],
  ['method not a string', '{"id":1,"jsonrpc":"2.0","method":3}', '1', RPC_ERROR.INVALID_REQUEST],
  ['empty method', '{"id":1,"jsonrpc":"2.0","method":""}', '1', RPC_ERROR.INVALID_REQUEST],
])('error: %s', (_name, text, rawId, code) => {
  expect(parseFrame(text)).toMatchObject({ kind: 'invalid', rawId, code })
})
