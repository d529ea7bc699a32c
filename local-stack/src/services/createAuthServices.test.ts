import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createAuthServices } from './createAuthServices.ts'
import type { StackEndpoints, StartedService } from './Service.ts'

const running: StartedService[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const service of running.splice(0).reverse()) await service.stop()
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

test('default: started in order, the auth service is the stack authUrl and knows the demo host', async () => {
  const projectsDir = await mkdtemp(join(tmpdir(), 'airlock-auth-projects-'))
  dirs.push(projectsDir)
  await writeFile(
    join(projectsDir, 'demo.json'),
    JSON.stringify({ allowedOrigins: ['https://dapp.example'] }),
  )
  let endpoints: StackEndpoints = { walletFrameUrl: 'http://localhost:5350/' }
  for (const service of createAuthServices({
    smtpPort: 0,
    authPort: 0,
    oidcPort: 0,
    databasePath: ':memory:',
    projectsDir,
  })) {
    const started = await service.start({ endpoints, hostOrigin: () => 'http://127.0.0.1:5300' })
    running.push(started)
    endpoints = { ...endpoints, ...started.endpoints }
  }
  const authUrl = endpoints.authUrl as string
  expect(running.map((service) => service.url)).toEqual([
    expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+$/),
    authUrl,
    expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
  ])

  // The running demo host is allowed for the demo project, and the code reaches the mailbox.
  const start = await fetch(`${authUrl}/v1/email/start`, {
    method: 'POST',
    headers: { origin: 'http://localhost:5350', 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: 'demo',
      hostOrigin: 'http://127.0.0.1:5300',
      email: 'a@example.com',
    }),
  })
  expect(start.headers.get('access-control-allow-origin')).toBe('http://localhost:5350')
  expect(start.status).toBe(200)
  const { messages } = await fetch(`${authUrl}/mailbox/messages.json`).then((r) => r.json())
  expect(messages[0].to).toEqual(['a@example.com'])

  // Every social of the demo maps to the demo provider.
  const social = await fetch(`${authUrl}/v1/oauth/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: 'demo',
      hostOrigin: 'https://dapp.example',
      provider: 'facebook',
    }),
  }).then((r) => r.json())
  const authorize = await fetch(social.url, { redirect: 'manual' })
  expect(authorize.headers.get('location')).toContain(`${running[2]?.url}/auth?`)
})
