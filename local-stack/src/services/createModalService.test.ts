import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildModalCsp } from '@airlock/modal-app/csp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestRaw } from '../serve/requestRaw.ts'
import { createModalService } from './createModalService.ts'

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'airlock-modal-service-'))
  await mkdir(join(root, 'projects'))
  await writeFile(join(root, 'index.html'), '<div id="root"></div>')
  await writeFile(
    join(root, 'projects/demo.json'),
    '{"projectId":"demo","allowedOrigins":[],"relayUrl":"ws://127.0.0.1:4320"}',
  )
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('createModalService', () => {
  it('behavior: the CSP lets the served relay in (connect-src, frame-src for Verify)', async () => {
    const relayUrl = 'ws://127.0.0.1:45123'
    const started = await createModalService({
      root,
      port: 0,
      hostOrigin: 'http://127.0.0.1:4300',
      endpoints: { relayUrl },
      gzip: false,
    }).start()
    try {
      const page = await requestRaw(started.url, '/')
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toBe(
        buildModalCsp({ relayUrls: [relayUrl], walletFrameUrls: ['http://localhost:4350/'] }),
      )
      expect(csp).toContain("frame-src 'self' http://127.0.0.1:45123")
      const project = JSON.parse(
        (await requestRaw(started.url, '/projects/demo.json')).body.toString(),
      )
      expect(project.relayUrl).toBe(relayUrl)
    } finally {
      await started.stop()
    }
  })

  it('default: without a relay, the CSP frames only the demo wallet frame', async () => {
    const started = await createModalService({
      root,
      port: 0,
      hostOrigin: 'http://127.0.0.1:4300',
    }).start()
    try {
      const page = await requestRaw(started.url, '/')
      expect(page.headers['content-security-policy']).toBe(
        buildModalCsp({ walletFrameUrls: ['http://localhost:4350/'] }),
      )
    } finally {
      await started.stop()
    }
  })
})
