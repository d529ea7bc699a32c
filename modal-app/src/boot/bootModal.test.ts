import { ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { type BootEnvironment, bootModal } from './bootModal.ts'

const host = 'http://127.0.0.1:4300'
const project = { projectId: 'demo', name: 'Airlock demo', allowedOrigins: [host] }

function environment(overrides: Partial<BootEnvironment> = {}): BootEnvironment {
  return {
    hash: `#projectId=demo&instance=abcd1234&v=1&origin=${encodeURIComponent(host)}`,
    modalOrigin: 'http://localhost:4301',
    framed: true,
    nested: false,
    ancestorOrigins: [host],
    referrer: `${host}/`,
    fetch: vi.fn<typeof fetch>(async () => Response.json(project)),
    ...overrides,
  }
}

describe('bootModal', () => {
  test('default: an allowed host', async () => {
    await expect(bootModal(environment())).resolves.toEqual({
      kind: 'allowed',
      instance: { projectId: 'demo', instance: 'abcd1234', protocolVersion: 1, hostOrigin: host },
      hostOrigin: host,
      project,
    })
  })

  test('error: opened directly, not in a frame (no fetch is made)', async () => {
    const env = environment({ framed: false, hash: '', ancestorOrigins: [], referrer: '' })
    const outcome = await bootModal(env)
    expect(outcome).toMatchObject({ kind: 'refused', reason: expect.stringContaining('host SDK') })
    expect(env.fetch).not.toHaveBeenCalled()
  })

  test('error: malformed parameters (no fetch is made)', async () => {
    const env = environment({ hash: '#projectId=demo' })
    const outcome = await bootModal(env)
    expect(outcome).toMatchObject({
      kind: 'refused',
      reason: 'The modal URL has no "instance" parameter.',
    })
    expect(outcome).not.toHaveProperty('reportTo')
    expect(env.fetch).not.toHaveBeenCalled()
  })

  test('error: the origin sources disagree (no fetch is made)', async () => {
    const env = environment({ ancestorOrigins: ['https://evil.example'] })
    const outcome = await bootModal(env)
    expect(outcome).toMatchObject({ kind: 'refused', code: ErrorCode.ORIGIN_NOT_ALLOWED })
    // Nobody is told: the modal cannot say which of the two origins framed it.
    expect(outcome).not.toHaveProperty('reportTo')
    expect(env.fetch).not.toHaveBeenCalled()
  })

  test('error: the project does not exist', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('', { status: 404 }))
    await expect(bootModal(environment({ fetch }))).resolves.toEqual({
      kind: 'refused',
      code: ErrorCode.PROJECT_NOT_FOUND,
      reason: 'Project demo does not exist on http://localhost:4301.',
      reportTo: { hostOrigin: host, channel: 'abcd1234' },
    })
  })

  test('error: the host is not on the allowlist', async () => {
    const other = 'https://shop.example'
    const outcome = await bootModal(
      environment({
        hash: `#projectId=demo&instance=abcd1234&v=1&origin=${encodeURIComponent(other)}`,
        ancestorOrigins: [other],
        referrer: `${other}/cart`,
      }),
    )
    expect(outcome).toMatchInlineSnapshot(`
      {
        "code": "ORIGIN_NOT_ALLOWED",
        "kind": "refused",
        "reason": "https://shop.example is not on the allowlist of project demo. The operator of this modal must add it to "allowedOrigins" in projects/demo.json.",
        "reportTo": {
          "channel": "abcd1234",
          "hostOrigin": "https://shop.example",
        },
      }
    `)
  })

  test('behavior: a host framed by pages that are all on the allowlist boots', async () => {
    const portal = 'https://portal.example.com'
    const outcome = await bootModal(
      environment({
        ancestorOrigins: [host, portal],
        nested: true,
        fetch: vi.fn<typeof fetch>(async () =>
          Response.json({ ...project, allowedOrigins: [host, 'https://*.example.com'] }),
        ),
      }),
    )
    expect(outcome).toMatchObject({ kind: 'allowed', hostOrigin: host })
  })

  test('error: an allowed host framed by a page that is not on the allowlist', async () => {
    const outcome = await bootModal(
      environment({ ancestorOrigins: [host, 'https://evil.example'], nested: true }),
    )
    expect(outcome).toMatchInlineSnapshot(`
      {
        "code": "ORIGIN_NOT_ALLOWED",
        "kind": "refused",
        "reason": "http://127.0.0.1:4300 is framed by https://evil.example, which is not on the allowlist of project demo. The operator of this modal must add it to "allowedOrigins" in projects/demo.json, or the host page must not be framed there.",
        "reportTo": {
          "channel": "abcd1234",
          "hostOrigin": "http://127.0.0.1:4300",
        },
      }
    `)
  })

  test('error: any ancestor counts, not only the top-level page', async () => {
    const outcome = await bootModal(
      environment({
        ancestorOrigins: [host, 'https://evil.example', host],
        nested: true,
      }),
    )
    expect(outcome).toMatchObject({
      kind: 'refused',
      code: ErrorCode.ORIGIN_NOT_ALLOWED,
      reason: expect.stringContaining('framed by https://evil.example'),
    })
  })

  test('behavior: without ancestorOrigins (Firefox) a directly embedded host boots', async () => {
    const outcome = await bootModal(environment({ ancestorOrigins: undefined, nested: false }))
    expect(outcome).toMatchObject({ kind: 'allowed', hostOrigin: host })
  })

  test('error: without ancestorOrigins (Firefox) a host that is itself framed is refused', async () => {
    const outcome = await bootModal(environment({ ancestorOrigins: undefined, nested: true }))
    expect(outcome).toMatchInlineSnapshot(`
      {
        "code": "ORIGIN_NOT_ALLOWED",
        "kind": "refused",
        "reason": "http://127.0.0.1:4300 is itself framed by another page, whose origin this browser does not tell the modal. Open the host page on its own.",
        "reportTo": {
          "channel": "abcd1234",
          "hostOrigin": "http://127.0.0.1:4300",
        },
      }
    `)
  })

  test('error: an unexpected failure while loading still refuses', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new Error('boom')
    })
    await expect(bootModal(environment({ fetch }))).resolves.toMatchObject({
      kind: 'refused',
      reportTo: { hostOrigin: host, channel: 'abcd1234' },
    })
  })
})
