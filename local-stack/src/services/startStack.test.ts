import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildModalCsp } from '@airlock/modal-app/csp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../chains/startAnvil.ts'
import { requestRaw } from '../serve/requestRaw.ts'
import { createRelayService } from './createRelayService.ts'
import type { Service } from './Service.ts'
import { formatUrlTable, type StartStackOptions, startStack } from './startStack.ts'
import { isAlive, neverReadyService } from './testing/services.ts'

describe('startStack', () => {
  let base: string
  let hostRoot: string
  let modalRoot: string

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'airlock-stack-'))
    hostRoot = join(base, 'host')
    modalRoot = join(base, 'modal')
    await mkdir(hostRoot)
    await mkdir(join(modalRoot, 'projects'), { recursive: true })
    await writeFile(
      join(hostRoot, 'index.html'),
      '<meta name="airlock-modal-url" content="http://localhost:4310/"><button>Connect Wallet</button>',
    )
    await writeFile(join(modalRoot, 'index.html'), '<div id="root"></div>')
    await writeFile(join(modalRoot, 'app.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    await writeFile(
      join(modalRoot, 'projects/demo.json'),
      '{"projectId":"demo","allowedOrigins":["http://127.0.0.1:4300"]}',
    )
  })

  afterAll(async () => {
    await rm(base, { recursive: true, force: true })
  })

  /** Resolves true if a new server can bind the port now. */
  function isFree(port: number): Promise<boolean> {
    return new Promise((done) => {
      const probe = createServer()
      probe.once('error', () => done(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
    })
  }

  /** The stack on free ports over the test's host and modal folders, with `options` on top. */
  function startTestStack(options: StartStackOptions = {}) {
    return startStack({ hostPort: 0, modalPort: 0, hostRoot, modalRoot, ...options })
  }

  /** A service that records when it starts and stops. */
  function recordingService(name: string, log: string[], fail = false): Service {
    return {
      name,
      async start() {
        if (fail) throw new Error(`${name} failed`)
        log.push(`start ${name}`)
        return {
          url: `ws://localhost:1/${name}`,
          stop: async () => {
            log.push(`stop ${name}`)
          },
        }
      },
    }
  }

  it('default: serves the host on 127.0.0.1 and the modal on localhost, and frees both ports on stop', async () => {
    const stack = await startTestStack()
    const hostPort = Number(new URL(stack.urls.host).port)
    const modalPort = Number(new URL(stack.urls.modal).port)
    expect(stack.urls.host).toBe(`http://127.0.0.1:${hostPort}/`)
    expect(stack.urls.modal).toBe(`http://localhost:${modalPort}/`)
    expect(stack.services.map((service) => service.name)).toEqual(['Demo host', 'Modal'])

    const host = await requestRaw(stack.urls.host, '/')
    expect(host.status).toBe(200)
    expect(host.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(host.body.toString()).toContain(
      `<meta name="airlock-modal-url" content="${stack.urls.modal}">`,
    )

    const modal = await requestRaw(stack.urls.modal, '/')
    expect(modal.status).toBe(200)
    expect(modal.headers['content-security-policy']).toBe(
      buildModalCsp({ walletFrameUrls: ['http://localhost:4350/'] }),
    )
    expect(modal.headers['x-frame-options']).toBeUndefined()
    expect(modal.headers['x-content-type-options']).toBe('nosniff')

    const project = JSON.parse(
      (await requestRaw(stack.urls.modal, '/projects/demo.json')).body.toString(),
    )
    expect(project.allowedOrigins).toEqual([
      'http://127.0.0.1:4300',
      `http://127.0.0.1:${hostPort}`,
    ])

    expect(await isFree(hostPort)).toBe(false)
    await stack.stop()
    await stack.stop()
    expect(await isFree(hostPort)).toBe(true)
    expect(await isFree(modalPort)).toBe(true)
  })

  it('args: services are started first, listed after the web servers and stopped last', async () => {
    const log: string[] = []
    const stack = await startTestStack({
      services: [recordingService('relay', log), recordingService('anvil', log)],
    })
    expect(stack.services.map((service) => service.name)).toEqual([
      'Demo host',
      'Modal',
      'relay',
      'anvil',
    ])
    await stack.stop()
    expect(log).toEqual(['start relay', 'start anvil', 'stop anvil', 'stop relay'])
  })

  it('args: gzip', async () => {
    const encodingWith = async (gzip: boolean) => {
      const stack = await startTestStack({ gzip })
      try {
        const response = await requestRaw(stack.urls.modal, '/app.js', {
          headers: { 'Accept-Encoding': 'gzip' },
        })
        return response.headers['content-encoding']
      } finally {
        await stack.stop()
      }
    }
    expect(await encodingWith(true)).toBe('gzip')
    expect(await encodingWith(false)).toBeUndefined()
  })

  it('error: a port in use names the port and its variable, and what started is stopped', async () => {
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done))
    const port = (blocker.address() as { port: number }).port
    const log: string[] = []
    try {
      await expect(
        startTestStack({
          modalPort: port,
          services: [recordingService('relay', log)],
        }),
      ).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use, so the modal server cannot start`,
      )
      await expect(startTestStack({ hostPort: port })).rejects.toThrow(/AIRLOCK_HOST_PORT=/)
      expect(log).toEqual(['start relay', 'stop relay'])
    } finally {
      await new Promise((done) => blocker.close(done))
    }
  })

  it('error: a failing extra service stops the ones before it', async () => {
    const log: string[] = []
    await expect(
      startTestStack({
        services: [recordingService('relay', log), recordingService('anvil', log, true)],
      }),
    ).rejects.toThrow('anvil failed')
    expect(log).toEqual(['start relay', 'stop relay'])
  })

  /** The relay and an anvil, as real as `npm start`'s, recording where they run. */
  function realServices() {
    const seen = { relayPort: 0, anvilPid: -1 }
    const relay = createRelayService({ port: 0 })
    const services: Service[] = [
      {
        name: relay.name,
        async start(context) {
          const started = await relay.start(context)
          seen.relayPort = Number(new URL(started.url).port)
          return started
        },
      },
      {
        name: 'Anvil (chain 31337)',
        async start(context) {
          const anvil = await startAnvil({ port: 0, chainId: 31337, signal: context?.signal })
          seen.anvilPid = anvil.pid
          return anvil
        },
      },
    ]
    return { services, seen }
  }

  /** Asserts that the anvil `realServices` started has exited and the relay's port is free. */
  async function expectRealServicesStopped(seen: ReturnType<typeof realServices>['seen']) {
    expect(isAlive(seen.anvilPid)).toBe(false)
    expect(await isFree(seen.relayPort)).toBe(true)
  }

  it('error: a service that throws stops the relay and the anvil started before it', async () => {
    const { services, seen } = realServices()
    const broken = recordingService('Solana RPC', [], true)
    await expect(startTestStack({ services: [...services, broken] })).rejects.toThrow(
      'Solana RPC failed',
    )
    await expectRealServicesStopped(seen)
  })

  it('error: a service that never becomes ready is named within serviceTimeoutMs, and nothing is left running', async () => {
    const { services, seen } = realServices()
    const hung = neverReadyService('Mobile wallet')
    await expect(
      startTestStack({
        services: [...services, hung.service],
        serviceTimeoutMs: 2_000,
      }),
    ).rejects.toThrow('Mobile wallet did not start within 2 s.')
    expect(isAlive(hung.pid())).toBe(false)
    await expectRealServicesStopped(seen)
  })

  it('error: an abort names the service still starting and stops what started', async () => {
    const log: string[] = []
    const hung = neverReadyService('Anvil (chain 31338)')
    const abort = new AbortController()
    const starting = startTestStack({
      services: [recordingService('relay', log), hung.service],
      signal: abort.signal,
    })
    await hung.spawned
    abort.abort(new Error('SIGINT received'))
    await expect(starting).rejects.toThrow(
      'Anvil (chain 31338) was still starting when the start was aborted (SIGINT received).',
    )
    expect(log).toEqual(['start relay', 'stop relay'])
    expect(isAlive(hung.pid())).toBe(false)
  })

  it('error: a missing build says how to make it', async () => {
    await expect(startTestStack({ modalRoot: join(base, 'nothing') })).rejects.toThrow(
      /The modal app is not built: .*index\.html is missing\.[\s\S]*npm run build -w @airlock\/modal-app/,
    )
  })
})

describe('formatUrlTable', () => {
  it('default: one aligned row per service', () => {
    expect(
      formatUrlTable([
        { name: 'Demo host', url: 'http://127.0.0.1:4300/' },
        { name: 'Modal', url: 'http://localhost:4310/' },
      ]),
    ).toBe('  Demo host  http://127.0.0.1:4300/\n  Modal      http://localhost:4310/')
  })

  it('args: notes follow the URLs in their own column, rows without one end at the URL', () => {
    expect(
      formatUrlTable([
        { name: 'Relay', url: 'ws://127.0.0.1:4320' },
        { name: 'Anvil', url: 'http://127.0.0.1:8545', note: 'chain 31337' },
        { name: 'Solana', url: 'http://127.0.0.1:8899', note: '' },
        { name: 'Sol', url: 'http://1', note: 'mint' },
      ]).split('\n'),
    ).toEqual([
      '  Relay   ws://127.0.0.1:4320',
      '  Anvil   http://127.0.0.1:8545  chain 31337',
      '  Solana  http://127.0.0.1:8899',
      '  Sol     http://1               mint',
    ])
  })
})
