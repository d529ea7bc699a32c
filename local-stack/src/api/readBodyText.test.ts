import { Readable } from 'node:stream'
import { expect, it } from 'vitest'
import { readBodyText } from './readBodyText.ts'

const stream = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)))

it('default: the text of several chunks, a character split between them included', async () => {
  const euro = Buffer.from('€')
  const split = Readable.from([Buffer.from('a=1&b='), euro.subarray(0, 1), euro.subarray(1)])
  await expect(readBodyText(split, 100)).resolves.toBe('a=1&b=€')
  await expect(readBodyText(stream(''), 100)).resolves.toBe('')
})

it('behavior: a body of exactly the limit is read', async () => {
  await expect(readBodyText(stream('12345', '67890'), 10)).resolves.toBe('1234567890')
})

it('error: larger than the limit is 413 BODY_TOO_LARGE, read to its end', async () => {
  const body = stream('123456', '78901')
  await expect(readBodyText(body, 10)).rejects.toMatchObject({
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The body is 11 bytes, more than the 10 bytes this API accepts.',
  })
  expect(body.readableEnded).toBe(true)
})
