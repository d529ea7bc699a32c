import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticHandler, type StaticHandlerOptions } from './createStaticHandler.ts'
import { requestRaw } from './requestRaw.ts'

let base: string
let root: string
const servers: Server[] = []
const bigScript = `export const data = ${JSON.stringify('x'.repeat(5000))}\n`

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'airlock-static-'))
  root = join(base, 'dist')
  await mkdir(join(root, 'assets'), { recursive: true })
  await mkdir(join(root, 'projects'), { recursive: true })
  await mkdir(join(root, 'empty'), { recursive: true })
  await mkdir(join(root, 'docs'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>home</title>')
  await writeFile(join(root, 'docs/index.html'), '<!doctype html><title>docs</title>')
  await writeFile(join(root, 'assets/index-B2x9_kQe.js'), bigScript)
  await writeFile(join(root, 'assets/index-B2x9_kQe.css'), 'body{margin:0}')
  await writeFile(join(root, 'projects/demo.json'), '{"allowedOrigins":[]}')
  await writeFile(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  await writeFile(join(base, 'secret.txt'), 'do not serve')
  await mkdir(join(base, 'dist-old'))
  await writeFile(join(base, 'dist-old/index.html'), 'old build')
  await symlink(join(base, 'secret.txt'), join(root, 'link.txt'))
})

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise((done) => server.close(done)).then(() => undefined)),
  )
  await rm(base, { recursive: true, force: true })
})

async function serve(options: Partial<StaticHandlerOptions> = {}): Promise<string> {
  const server = createServer(createStaticHandler({ root, ...options }))
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('createStaticHandler', () => {
  it('default: / answers with index.html, no-cache, nosniff and an ETag', async () => {
    const origin = await serve()
    const response = await requestRaw(origin, '/')
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe('<!doctype html><title>home</title>')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(response.headers['content-length']).toBe(String(response.body.length))
  })

  it('behavior: a folder answers with its index.html, with or without the slash', async () => {
    const origin = await serve()
    expect((await requestRaw(origin, '/docs/')).body.toString()).toContain('docs')
    expect((await requestRaw(origin, '/docs')).body.toString()).toContain('docs')
    expect((await requestRaw(origin, '/empty/')).status).toBe(404)
  })

  it.each([
    ['/assets/index-B2x9_kQe.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-B2x9_kQe.css', 'text/css; charset=utf-8'],
    ['/projects/demo.json', 'application/json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/icon.png', 'image/png'],
  ])('behavior: %s is served as %s', async (path, type) => {
    const origin = await serve()
    const response = await requestRaw(origin, `${path}?v=1`)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe(type)
  })

  it('behavior: hashed assets are immutable, project files are revalidated', async () => {
    const origin = await serve()
    expect((await requestRaw(origin, '/assets/index-B2x9_kQe.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await requestRaw(origin, '/projects/demo.json')).headers['cache-control']).toBe(
      'no-cache',
    )
  })

  it('behavior: If-None-Match with the current ETag gets a 304 without a body', async () => {
    const origin = await serve()
    const first = await requestRaw(origin, '/index.html')
    const etag = String(first.headers.etag)
    const second = await requestRaw(origin, '/index.html', { headers: { 'If-None-Match': etag } })
    expect(second.status).toBe(304)
    expect(second.body.length).toBe(0)
    const stale = await requestRaw(origin, '/index.html', { headers: { 'If-None-Match': '"x"' } })
    expect(stale.status).toBe(200)
  })

  it('behavior: text over 1 KB is gzipped for clients that accept it', async () => {
    const origin = await serve()
    const gzipped = await requestRaw(origin, '/assets/index-B2x9_kQe.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toBe('Accept-Encoding')
    expect(gzipped.body.length).toBeLessThan(bigScript.length / 10)
    expect(gunzipSync(gzipped.body).toString()).toBe(bigScript)
    const plain = await requestRaw(origin, '/assets/index-B2x9_kQe.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(bigScript)
    const small = await requestRaw(origin, '/index.html', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('behavior: gzip: false sends the bytes as they are', async () => {
    const origin = await serve({ gzip: false })
    const response = await requestRaw(origin, '/assets/index-B2x9_kQe.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBeUndefined()
  })

  it('behavior: extra headers go on every response, errors included', async () => {
    const origin = await serve({ headers: { 'Content-Security-Policy': "default-src 'self'" } })
    expect((await requestRaw(origin, '/')).headers['content-security-policy']).toBe(
      "default-src 'self'",
    )
    expect((await requestRaw(origin, '/missing')).headers['content-security-policy']).toBe(
      "default-src 'self'",
    )
  })

  it('behavior: transform rewrites one file by its URL path, / included as /index.html', async () => {
    const seen: string[] = []
    const origin = await serve({
      transform: (path, body) => {
        seen.push(path)
        return path === '/index.html' ? body.toString().replace('home', 'rewritten') : undefined
      },
    })
    const response = await requestRaw(origin, '/')
    expect(response.body.toString()).toBe('<!doctype html><title>rewritten</title>')
    expect(response.headers['content-length']).toBe(String(response.body.length))
    expect((await requestRaw(origin, '/logo.svg')).body.toString()).toContain('<svg')
    expect(seen).toEqual(['/index.html', '/logo.svg'])
  })

  it('behavior: a file changed on disk is served fresh, not from the cache', async () => {
    const origin = await serve()
    const path = join(root, 'projects/changing.json')
    await writeFile(path, '{"v":1}')
    expect((await requestRaw(origin, '/projects/changing.json')).body.toString()).toBe('{"v":1}')
    await writeFile(path, '{"v":22}')
    await utimes(path, new Date(), new Date(Date.now() + 5000))
    expect((await requestRaw(origin, '/projects/changing.json')).body.toString()).toBe('{"v":22}')
  })

  it('behavior: HEAD sends the headers without the body', async () => {
    const origin = await serve()
    const response = await requestRaw(origin, '/', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.body.length).toBe(0)
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0)
  })

  it('error: unknown paths are 404 and other methods 405', async () => {
    const origin = await serve()
    const missing = await requestRaw(origin, '/nope.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8')
    const post = await requestRaw(origin, '/', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it.each([
    ['/../secret.txt', 404],
    ['/assets/../../secret.txt', 404],
    ['/..%2fsecret.txt', 404],
    ['/%2e%2e/secret.txt', 404],
    ['/%2e%2e%2fdist-old/index.html', 404],
    ['/link.txt', 404],
    ['/..%5csecret.txt', 400],
    ['/index.html%00', 400],
    ['/%E0%A4%A', 400],
  ])('error: %s is refused with %i and leaks nothing', async (path, status) => {
    const origin = await serve()
    const response = await requestRaw(origin, path)
    expect(response.status).toBe(status)
    expect(response.body.toString()).not.toMatch(/do not serve|old build/)
  })
})
