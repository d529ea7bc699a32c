import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiService } from './createApiService.ts'

let base: string

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'airlock-api-service-'))
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

it('default: indexes the project networks that run, and reports its URL as apiUrl', async () => {
  const started = await createApiService({ port: 0 }).start({
    endpoints: { rpcUrls: { 'eip155:31338': 'http://127.0.0.1:1' } },
  })
  try {
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/$/)
    expect(started.endpoints).toEqual({ apiUrl: started.url })
    expect(started.note).toBe('history of eip155:31338')
    const unknown = await fetch(
      `${started.url}account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/history?projectId=demo&chainId=eip155:31337`,
    )
    expect(unknown.status).toBe(404)
  } finally {
    await started.stop()
  }
})

it('error: a project file that is not JSON names the file', async () => {
  const projectFile = join(base, 'demo.json')
  await writeFile(projectFile, '{"networks":')
  await expect(createApiService({ port: 0, projectFile }).start()).rejects.toThrow(
    `The reference API cannot read the networks of ${projectFile}.`,
  )
})

it('error: a taken port names AIRLOCK_API_PORT', async () => {
  const first = await createApiService({ port: 0 }).start()
  const port = Number(new URL(first.url).port)
  try {
    await expect(createApiService({ port }).start()).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use, so the reference API cannot start. Stop the program using it, or pick another port, for example AIRLOCK_API_PORT=${port + 1000} npm start.`,
    )
  } finally {
    await first.stop()
  }
})
