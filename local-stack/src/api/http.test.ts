import { Readable } from 'node:stream'
import { describe, expect, it, test } from 'vitest'
import { escapeHtml, readBodyText, readJsonBody, requireProjectId } from './http.ts'

describe('readBodyText', () => {
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
})

describe('readJsonBody', () => {
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
})

describe('requireProjectId', () => {
  const at = (query: string) => new URL(`http://127.0.0.1:4330/v1/x${query}`)

  test('default: the trimmed projectId', () => {
    expect(requireProjectId(at('?projectId=%20demo%20'))).toBe('demo')
  })

  test('error: missing or blank is 400 MISSING_PARAMETER', () => {
    for (const query of ['', '?projectId=', '?projectId=%20%20', '?projectid=demo']) {
      expect(() => requireProjectId(at(query))).toThrow(
        expect.objectContaining({ status: 400, code: 'MISSING_PARAMETER' }),
      )
    }
  })
})

describe('escapeHtml', () => {
  it('default: the five characters that matter, each time they occur', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a><`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;&lt;',
    )
  })

  it('behavior: other text, unicode included, is unchanged', () => {
    expect(escapeHtml('Pay 25.00 USD → 0.01 ETH')).toBe('Pay 25.00 USD → 0.01 ETH')
  })
})
