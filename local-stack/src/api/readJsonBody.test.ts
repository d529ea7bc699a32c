import { Readable } from 'node:stream'
import { expect, it } from 'vitest'
import { readJsonBody } from './readJsonBody.ts'

const stream = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)))

it('default: JSON in several chunks', async () => {
  await expect(readJsonBody(stream('{"a":', '1}'), 100)).resolves.toEqual({ a: 1 })
})

it('behavior: a body of exactly the limit is read', async () => {
  await expect(readJsonBody(stream('"12345678"'), 10)).resolves.toBe('12345678')
})

it('error: larger than the limit is 413, read to its end', async () => {
  const body = stream('"123456', '78"')
  await expect(readJsonBody(body, 9)).rejects.toMatchObject({
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The body is 10 bytes, more than the 9 bytes this API accepts.',
  })
  expect(body.readableEnded).toBe(true)
})

it('error: not JSON is 400', async () => {
  await expect(readJsonBody(stream('{nope'), 100)).rejects.toMatchObject({
    status: 400,
    code: 'INVALID_BODY',
    message: expect.stringMatching(/^The body is not JSON \(.+\)\.$/),
  })
  await expect(readJsonBody(stream(''), 100)).rejects.toMatchObject({ status: 400 })
})
