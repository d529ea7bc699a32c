import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { requestRaw } from './serve/requestRaw.ts'

// Each test starts the whole stack in a new Node process (tsx compiles it first): on a loaded
// two-core machine that alone took more than the 20 s default.
const SPAWN = { timeout: 60_000 }
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
let base: string

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'airlock-start-'))
  await mkdir(join(base, 'host'))
  await mkdir(join(base, 'modal/projects'), { recursive: true })
  await writeFile(join(base, 'host/index.html'), '<button>Connect Wallet</button>')
  await writeFile(join(base, 'modal/index.html'), '<div id="root"></div>')
  await writeFile(join(base, 'modal/projects/demo.json'), '{"allowedOrigins":[]}')
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

/** Binds a server to a free port and keeps it (to block the port) until closed. */
async function holdPort(): Promise<{ port: number; server: Server }> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { port: (server.address() as { port: number }).port, server }
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const { port, server } = await holdPort()
  await new Promise((done) => server.close(done))
  return port
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
  })
}

/** Runs `npm start`'s script the way the npm script does, without building. */
function startProcess(env: Record<string, string>): {
  child: ChildProcess
  output: () => string
  waitFor: (text: string) => Promise<void>
  exited: Promise<number | null>
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-stack/src/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      AIRLOCK_SKIP_BUILD: '1',
      AIRLOCK_HOST_DIST: join(base, 'host'),
      AIRLOCK_MODAL_DIST: join(base, 'modal'),
      // The relay, the wallet and the auth services on free ports, no chains: fast, and no clash with a running stack.
      AIRLOCK_RELAY_PORT: '0',
      AIRLOCK_WALLET_PORT: '0',
      AIRLOCK_AUTH_PORT: '0',
      AIRLOCK_OIDC_PORT: '0',
      AIRLOCK_SMTP_PORT: '0',
      AIRLOCK_CHAINS: '0',
      // The relay holds its mailbox file alone: not the one of a developer's running stack.
      AIRLOCK_DATA_DIR: join(base, 'data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters: Array<{ text: string; done: () => void }> = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const waiter of [...waiters]) {
      if (output.includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.done()
      }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return {
    child,
    output: () => output,
    waitFor: (text) =>
      new Promise<void>((done, reject) => {
        if (output.includes(text)) return done()
        waiters.push({ text, done })
        void exited.then(() => reject(new Error(`exited before printing '${text}':\n${output}`)))
      }),
    exited,
  }
}

it(
  'default: prints the URLs, serves them, and on SIGINT stops and frees the ports',
  SPAWN,
  async () => {
    const hostPort = await freePort()
    const modalPort = await freePort()
    const run = startProcess({
      AIRLOCK_HOST_PORT: String(hostPort),
      AIRLOCK_MODAL_PORT: String(modalPort),
    })
    await run.waitFor('Press Ctrl-C to stop.')
    const row = (name: string) =>
      new RegExp(`^  ${name.replace(/[()]/g, '\\$&')} +(\\S+)`, 'm').exec(run.output())?.[1]
    expect(row('Demo host')).toBe(`http://127.0.0.1:${hostPort}/`)
    expect(row('Demo host (React)')).toBe(`http://127.0.0.1:${hostPort}/react.html`)
    expect(row('Modal')).toBe(`http://localhost:${modalPort}/`)
    expect(run.output()).toContain(
      'AIRLOCK_CHAINS=0: no anvil chains, no Solana RPC and no reference API.',
    )
    const relayUrl = row('WalletConnect relay')
    expect(relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const relayPort = Number(new URL(relayUrl ?? '').port)
    expect((await requestRaw(`http://127.0.0.1:${relayPort}`, '/health')).status).toBe(200)
    const project = JSON.parse(
      (await requestRaw(`http://localhost:${modalPort}`, '/projects/demo.json')).body.toString(),
    )
    expect(project.relayUrl).toBe(relayUrl)
    expect((await requestRaw(`http://127.0.0.1:${hostPort}`, '/')).body.toString()).toContain(
      'Connect Wallet',
    )
    expect((await requestRaw(`http://localhost:${modalPort}`, '/')).status).toBe(200)
    const authUrl = row('Auth service') ?? ''
    expect(authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await requestRaw(authUrl, '/mailbox')).body.toString()).toContain('Local mailbox')
    const authPort = Number(new URL(authUrl).port)

    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
    expect(run.output()).toContain('Stopped.')
    expect(await isFree(hostPort)).toBe(true)
    expect(await isFree(modalPort)).toBe(true)
    expect(await isFree(relayPort)).toBe(true)
    expect(await isFree(authPort)).toBe(true)
  },
)

it('behavior: SIGTERM stops it too', SPAWN, async () => {
  const run = startProcess({ AIRLOCK_HOST_PORT: '0', AIRLOCK_MODAL_PORT: '0' })
  await run.waitFor('Press Ctrl-C to stop.')
  run.child.kill('SIGTERM')
  expect(await run.exited).toBe(0)
})

it('error: a port in use exits with 1 and names the variable to change', SPAWN, async () => {
  const held = await holdPort()
  try {
    const run = startProcess({ AIRLOCK_HOST_PORT: String(held.port), AIRLOCK_MODAL_PORT: '0' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain(
      `Port ${held.port} on 127.0.0.1 is already in use, so the demo host server cannot start.`,
    )
    expect(run.output()).toContain(`AIRLOCK_HOST_PORT=${held.port + 1000} npm start`)
  } finally {
    await new Promise((done) => held.server.close(done))
  }
})
