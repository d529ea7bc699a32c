import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiService } from './createApiService.ts'

let base: string
const MODAL = 'http://localhost:4310'

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'airlock-api-service-'))
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

it('default: indexes the project networks that run, and reports its URL as apiUrl', async () => {
  const started = await createApiService({ port: 0, databasePath: ':memory:' }).start({
    endpoints: { rpcUrls: { 'eip155:31338': 'http://127.0.0.1:1' } },
  })
  try {
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/$/)
    expect(started.endpoints).toEqual({
      apiUrl: started.url,
      analyticsUrl: `${started.url}analytics`,
    })
    expect(started.note).toBe('history and balances of eip155:31338')
    const unknown = await fetch(
      `${started.url}account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/history?projectId=demo&chainId=eip155:31337`,
    )
    expect(unknown.status).toBe(404)
  } finally {
    await started.stop()
  }
})

/** Posts a MODAL_OPEN of project `projectId` from a page on `origin`; answers the status. */
async function postEvent(
  analyticsUrl: string,
  projectId: string,
  origin: string,
  modalOrigin = MODAL,
) {
  const response = await fetch(`${analyticsUrl}/e?projectId=${projectId}&st=airlock&sv=0.1.0`, {
    method: 'POST',
    headers: { origin: modalOrigin },
    body: JSON.stringify({
      eventId: crypto.randomUUID(),
      url: origin,
      domain: new URL(origin).hostname,
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    }),
  })
  return response.status
}

it('behavior: analytics are checked against the allowlists of the project folder, the demo project with the running host added', async () => {
  const projectsDir = join(base, 'projects')
  await mkdir(projectsDir)
  const projectFile = join(projectsDir, 'demo.json')
  await writeFile(projectFile, JSON.stringify({ allowedOrigins: ['http://127.0.0.1:4300'] }))
  await writeFile(
    join(projectsDir, 'shop.json'),
    JSON.stringify({ allowedOrigins: ['https://shop.example'] }),
  )
  let hostOrigin = ''
  const started = await createApiService({ port: 0, projectFile, databasePath: ':memory:' }).start({
    endpoints: {},
    hostOrigin: () => hostOrigin,
    modalOrigin: () => MODAL,
  })
  const analyticsUrl = started.endpoints?.analyticsUrl ?? ''
  try {
    expect(await postEvent(analyticsUrl, 'demo', 'http://127.0.0.1:4300')).toBe(204)
    // The host started after the API: its origin counts from then on, for the demo project only.
    expect(await postEvent(analyticsUrl, 'demo', 'http://127.0.0.1:5300')).toBe(403)
    hostOrigin = 'http://127.0.0.1:5300'
    expect(await postEvent(analyticsUrl, 'demo', 'http://127.0.0.1:5300')).toBe(204)
    expect(await postEvent(analyticsUrl, 'shop', 'http://127.0.0.1:5300')).toBe(403)
    expect(await postEvent(analyticsUrl, 'shop', 'https://shop.example')).toBe(204)
    expect(await postEvent(analyticsUrl, 'nobody', 'https://shop.example')).toBe(404)
    // Posted by a page that is not the modal (here the host itself): refused.
    expect(await postEvent(analyticsUrl, 'demo', 'http://127.0.0.1:4300', hostOrigin)).toBe(403)
  } finally {
    await started.stop()
  }
})

it('error: a project file that is not JSON names the file', async () => {
  const projectFile = join(base, 'demo.json')
  await writeFile(projectFile, '{"networks":')
  await expect(
    createApiService({ port: 0, projectFile, databasePath: ':memory:' }).start(),
  ).rejects.toThrow(`The reference API cannot read the networks of ${projectFile}.`)
})

it('error: a taken port names AIRLOCK_API_PORT', async () => {
  const first = await createApiService({ port: 0, databasePath: ':memory:' }).start()
  const port = Number(new URL(first.url).port)
  try {
    await expect(createApiService({ port, databasePath: ':memory:' }).start()).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use, so the reference API cannot start. Stop the program using it, or pick another port, for example AIRLOCK_API_PORT=${port + 1000} npm start.`,
    )
  } finally {
    await first.stop()
  }
})
