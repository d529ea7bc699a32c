// Builds the package, packs it, installs the tarball into a fresh project outside the repo and
// uses it there as a host app would: Node import (server rendering), React hooks, TypeScript.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as vanillaSource from '../src/index.ts'
import * as solanaSource from '../src/solana/index.ts'
import * as wagmiSource from '../src/wagmi/index.ts'
import { buildHostSdkPackage } from './buildHostSdkPackage.ts'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc')

/** The parent `npm test` exports npm_config_*; the child npm must not inherit the repo's config. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
)

let workDir = ''
let appDir = ''
let packedFiles: string[] = []
let tarballName = ''

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'airlock-host-sdk-pack-'))
  const packageDir = join(workDir, 'package')
  await buildHostSdkPackage({ repoRoot, outDir: packageDir })
  const packed = await run(
    'npm',
    ['pack', packageDir, '--pack-destination', workDir, '--json', '--ignore-scripts'],
    { env: cleanEnv },
  )
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[]
  if (!info) throw new Error('npm pack reported nothing')
  tarballName = info.filename
  packedFiles = info.files.map((file) => file.path).sort()

  appDir = join(workDir, 'app')
  await mkdir(appDir)
  await writeFile(
    join(appDir, 'package.json'),
    JSON.stringify({ name: 'host-app', version: '1.0.0', private: true, type: 'module' }),
  )
  // react is an optional peer and is not installed, so npm needs nothing beyond the tarball.
  await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `../${tarballName}`],
    { cwd: appDir, env: cleanEnv },
  )
}, 90_000)

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

/** Runs an ES module in Node, in the host app, and parses the JSON it prints. */
async function runInApp(source: string): Promise<unknown> {
  const file = join(appDir, `probe-${Math.random().toString(36).slice(2)}.mjs`)
  await writeFile(file, source)
  const { stdout } = await run(process.execPath, [file], { cwd: appDir, env: cleanEnv })
  return JSON.parse(stdout)
}

async function typecheck(
  compilerOptions: Record<string, unknown>,
  name: string,
  file = 'consumer.ts',
): Promise<void> {
  const config = join(appDir, `tsconfig.${name}.json`)
  await writeFile(
    config,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        // The package's declarations are checked; TypeScript's own lib files are not (slow).
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        types: [],
        ...compilerOptions,
      },
      files: [file],
    }),
  )
  await run(process.execPath, [tsc, '-p', config], { cwd: appDir })
}

describe('the packed @airlock/host-sdk', () => {
  test('default: the tarball and its files', async () => {
    const manifest = JSON.parse(await readFile(join(repoRoot, 'host-sdk/package.json'), 'utf8'))
    expect(tarballName).toBe(`airlock-host-sdk-${manifest.version}.tgz`)
    expect(packedFiles).toMatchInlineSnapshot(`
      [
        "README.md",
        "THIRD_PARTY_NOTICES.md",
        "bitcoin.d.ts",
        "bitcoin.js",
        "cosmos.d.ts",
        "cosmos.js",
        "index.d.ts",
        "index.js",
        "package.json",
        "polkadot.d.ts",
        "polkadot.js",
        "react.d.ts",
        "react.js",
        "solana.d.ts",
        "solana.js",
        "ssr.d.ts",
        "ssr.js",
        "vue.d.ts",
        "vue.js",
        "wagmi.d.ts",
        "wagmi.js",
      ]
    `)
    const installed = JSON.parse(
      await readFile(join(appDir, 'node_modules/@airlock/host-sdk/package.json'), 'utf8'),
    )
    expect(installed).toMatchObject({ name: '@airlock/host-sdk', version: manifest.version })
    expect(installed).not.toHaveProperty('private')
    expect(installed).not.toHaveProperty('dependencies')
    // Only packages whose code ships are credited: zod's schemas are shaken off entirely, and the
    // channel is our own, so none is.
    const notices = await readFile(
      join(appDir, 'node_modules/@airlock/host-sdk/THIRD_PARTY_NOTICES.md'),
      'utf8',
    )
    expect(notices.match(/^## \S+/gm)).toBeNull()
    expect(notices).toContain('bundle no third-party packages')
  })

  test('behavior: imports in Node without touching a browser global, with the source entry names', async () => {
    const result = await runInApp(`
      const sdk = await import('@airlock/host-sdk')
      const modal = sdk.createModal({ projectId: 'demo', modalUrl: 'https://modal.example/' })
      console.log(JSON.stringify({
        names: Object.keys(sdk).sort(),
        ready: modal.getState().ready,
        window: typeof window,
      }))
    `)
    expect(result).toEqual({
      names: Object.keys(vanillaSource).sort(),
      ready: false,
      window: 'undefined',
    })
  })

  test('behavior: react.js takes the SDK from ./index.js, not a second copy', async () => {
    const react = await readFile(join(appDir, 'node_modules/@airlock/host-sdk/react.js'), 'utf8')
    const specifiers = [...react.matchAll(/\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1])
    expect(new Set(specifiers)).toEqual(new Set(['./index.js', 'react']))
    // createModal's instance cache lives in index.js only.
    expect(react).not.toContain('byKey')
    expect(react.length).toBeLessThan(4_000)
  })

  test('behavior: solana.js takes the SDK and AirlockError from ./index.js, not a second copy', async () => {
    const solana = await readFile(join(appDir, 'node_modules/@airlock/host-sdk/solana.js'), 'utf8')
    const specifiers = [...solana.matchAll(/\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1])
    expect(new Set(specifiers)).toEqual(new Set(['./index.js']))
    expect(solana).not.toContain('byKey')
    expect(solana).not.toMatch(/class \w* ?extends Error/)
    const result = await runInApp(`
      const { createModal, ErrorCode } = await import('@airlock/host-sdk')
      const solana = await import('@airlock/host-sdk/solana')
      const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example/', adapters: [solana.solanaAdapter()] })
      let refused
      try {
        createModal({ projectId: 'demo', modalUrl: 'https://modal.example/', adapters: [solana.solanaAdapter] })
      } catch (error) {
        refused = error.code === ErrorCode.INVALID_OPTIONS
      }
      console.log(JSON.stringify({
        names: Object.keys(solana).sort(),
        same: createModal({ projectId: 'demo', modalUrl: 'https://modal.example/', adapters: [solana.solanaAdapter()] }) === modal,
        refused,
      }))
    `)
    expect(result).toEqual({ names: Object.keys(solanaSource).sort(), same: true, refused: true })
  })

  test('behavior: wagmi.js in a wagmi app: the SDK from ./index.js, @wagmi/core and viem the app’s', {
    timeout: 60_000,
  }, async () => {
    const wagmi = await readFile(join(appDir, 'node_modules/@airlock/host-sdk/wagmi.js'), 'utf8')
    const specifiers = [...wagmi.matchAll(/\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1])
    expect(new Set(specifiers)).toEqual(new Set(['./index.js', '@wagmi/core', 'viem']))
    expect(wagmi).not.toMatch(/class \w* ?extends Error/)
    // The peers a wagmi app has: the repo's @wagmi/core 3 and viem, linked in.
    await mkdir(join(appDir, 'node_modules/@wagmi'), { recursive: true })
    await symlink(
      join(repoRoot, 'host-sdk/node_modules/@wagmi/core'),
      join(appDir, 'node_modules/@wagmi/core'),
      'dir',
    )
    await symlink(join(repoRoot, 'node_modules/viem'), join(appDir, 'node_modules/viem'), 'dir')
    const result = await runInApp(`
      import { AirlockError, createModal } from '@airlock/host-sdk'
      import { airlock } from '@airlock/host-sdk/wagmi'
      import { createConfig, http } from '@wagmi/core'
      import { mainnet } from 'viem/chains'

      const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example/' })
      const config = createConfig({
        chains: [mainnet],
        connectors: [airlock({ modal })],
        transports: { [mainnet.id]: http() },
      })
      let refused
      try {
        airlock({})
      } catch (error) {
        refused = error instanceof AirlockError && error.code
      }
      console.log(JSON.stringify({
        names: Object.keys(await import('@airlock/host-sdk/wagmi')).sort(),
        connectors: config.connectors.map(({ id, name, type }) => ({ id, name, type })),
        refused,
      }))
    `)
    expect(result).toEqual({
      names: Object.keys(wagmiSource).sort(),
      connectors: [{ id: 'airlock', name: 'Airlock', type: 'airlock' }],
      refused: 'INVALID_OPTIONS',
    })
    await writeFile(
      join(appDir, 'wagmi-consumer.ts'),
      `import { createModal } from '@airlock/host-sdk'
import { type AirlockConnector, airlock } from '@airlock/host-sdk/wagmi'
import { createConfig, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'

const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example/' })
const connector: AirlockConnector = airlock({ modal, keepOpen: true })
export const config = createConfig({
  chains: [mainnet],
  connectors: [connector, airlock({ modal })],
  transports: { [mainnet.id]: http() },
})
// @ts-expect-error airlock() takes { modal }
airlock(modal)
`,
    )
    await typecheck(
      { module: 'ESNext', moduleResolution: 'bundler', skipLibCheck: true },
      'wagmi',
      'wagmi-consumer.ts',
    )
  })

  test('behavior: vue.js and ssr.js take the SDK from ./index.js; ssr.js reads a cookie in Node', async () => {
    const read = (file: string) =>
      readFile(join(appDir, 'node_modules/@airlock/host-sdk', file), 'utf8')
    const specifiersOf = (code: string) =>
      new Set([...code.matchAll(/\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1]))
    const [vue, ssr] = await Promise.all([read('vue.js'), read('ssr.js')])
    expect(specifiersOf(vue)).toEqual(new Set(['./index.js', 'vue']))
    expect(specifiersOf(ssr)).toEqual(new Set(['./index.js']))
    for (const code of [vue, ssr]) expect(code).not.toContain('byKey')
    const result = await runInApp(`
      const ssr = await import('@airlock/host-sdk/ssr')
      const cookie = 'airlock.state=' + encodeURIComponent(JSON.stringify({
        status: 'connected',
        account: { address: '0xabc', caipAddress: 'eip155:1:0xabc', namespace: 'eip155' },
        network: { caipNetworkId: 'eip155:1', name: 'Ethereum' },
      }))
      console.log(JSON.stringify({
        names: Object.keys(ssr).sort(),
        address: ssr.cookieToInitialState(cookie)?.account.address,
      }))
    `)
    expect(result).toEqual({
      names: ['cookieToInitialState', 'mirrorStateToCookie', 'withInitialState'],
      address: '0xabc',
    })
  })

  test('behavior: a hook sees the modal that createModal() of the main entry made', async () => {
    // react is an optional peer: link the repo's copy in, as a React app would have its own.
    for (const name of ['react', 'react-dom']) {
      await symlink(join(repoRoot, 'node_modules', name), join(appDir, 'node_modules', name), 'dir')
    }
    const result = await runInApp(`
      import { createModal } from '@airlock/host-sdk'
      import { useModalState } from '@airlock/host-sdk/react'
      import { createElement } from 'react'
      import server from 'react-dom/server'

      createModal({ projectId: 'demo', modalUrl: 'https://modal.example/' })
      function Probe() {
        const state = useModalState()
        return createElement('p', null, state.ready ? 'ready' : 'not ready yet')
      }
      console.log(JSON.stringify(server.renderToString(createElement(Probe))))
    `)
    expect(result).toBe('<p>not ready yet</p>')
  })

  test("behavior: the namespace providers fit the ecosystem libraries' signer types", {
    timeout: 60_000,
  }, async () => {
    // Regression: PolkadotSignerPayload wanted method as hex (polkadot{.js}: string) and an index
    // signature, signRaw refused SignerPayloadRaw's type, and CosmosAminoSignDoc wanted mutable
    // arrays and an index signature, so `signer: modal.getProvider('polkadot')` and
    // getOfflineSignerOnlyAmino() did not compile in a strict app. The libraries are the repo's.
    for (const scope of ['@cosmjs', '@polkadot']) {
      await symlink(
        join(repoRoot, 'node_modules', scope),
        join(appDir, 'node_modules', scope),
        'dir',
      )
    }
    await writeFile(
      join(appDir, 'signers.ts'),
      `import { createModal } from '@airlock/host-sdk'
import { polkadotAdapter } from '@airlock/host-sdk/polkadot'
import { cosmosAdapter } from '@airlock/host-sdk/cosmos'
import type { OfflineAminoSigner } from '@cosmjs/amino'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'
import type { Signer } from '@polkadot/types/types'

const modal = createModal({
  projectId: 'demo',
  modalUrl: 'https://modal.example/',
  adapters: [polkadotAdapter(), cosmosAdapter()],
})
export const polkadot: Signer = modal.getProvider('polkadot')
export const direct: OfflineDirectSigner = modal.getProvider('cosmos')
export const amino: OfflineAminoSigner = modal.getProvider('cosmos')
export const aminoOnly: OfflineAminoSigner = modal.getProvider('cosmos').getOfflineSignerOnlyAmino()
`,
    )
    await typecheck(
      { module: 'ESNext', moduleResolution: 'bundler', skipLibCheck: true },
      'signers',
      'signers.ts',
    )
  })

  test('behavior: a TypeScript host typechecks against the bundled declarations', {
    timeout: 60_000,
  }, async () => {
    await writeFile(
      join(appDir, 'consumer.ts'),
      `import { type AirlockModal, AirlockError, createModal, ErrorCode, type HostModalState } from '@airlock/host-sdk'
import { useModalState } from '@airlock/host-sdk/react'
import { type ModalSolanaProvider, solanaAdapter } from '@airlock/host-sdk/solana'
import { type ModalPolkadotProvider, polkadotAdapter } from '@airlock/host-sdk/polkadot'
import { type ModalBitcoinProvider, bitcoinAdapter } from '@airlock/host-sdk/bitcoin'
import { cosmosAdapter } from '@airlock/host-sdk/cosmos'

export const modal: AirlockModal = createModal({
  projectId: 'demo',
  modalUrl: 'https://modal.example/',
  adapters: [solanaAdapter(), polkadotAdapter(), bitcoinAdapter(), cosmosAdapter()],
  themeMode: 'light',
  networks: [
    {
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example.com'] } },
    },
  ],
  siwx: { required: true, getNonce: async () => 'abcdefgh12345678' },
})

export async function firstAccount(): Promise<string | undefined> {
  const accounts = (await modal.getProvider('eip155').request({ method: 'eth_accounts' })) as string[]
  return accounts[0]
}

export async function signWithSolana(message: Uint8Array): Promise<Uint8Array> {
  const solana: ModalSolanaProvider = modal.getProvider('solana')
  return solana.signMessage(message)
}

export const polkadot: ModalPolkadotProvider = modal.getProvider('polkadot')
export const bitcoin: ModalBitcoinProvider = modal.getProvider('bip122')

export const stop: () => void = modal.subscribeSiwx((session) => {
  if (session) console.log(session.caipAddress, session.signature.length)
})

export function useIsConnected(): boolean {
  const state: HostModalState = useModalState(modal)
  return state.status === 'connected'
}

export function isDeclined(error: unknown): boolean {
  return error instanceof AirlockError && error.code === ErrorCode.USER_REJECTED
}

// @ts-expect-error the option is projectId
createModal({ projectid: 'x', modalUrl: 'https://modal.example/' })
// @ts-expect-error themeMode is 'dark' or 'light'
createModal({ projectId: 'demo', modalUrl: 'https://modal.example/', themeMode: 'blue' })
// @ts-expect-error adapters come from the entries, as solanaAdapter()
createModal({ projectId: 'demo', modalUrl: 'https://modal.example/', adapters: [solanaAdapter] })
// @ts-expect-error getProvider knows eip155, solana, polkadot, bip122 and cosmos
modal.getProvider('tron')
// @ts-expect-error modalUrl has no default
createModal({ projectId: 'demo' })
// @ts-expect-error the theme mode is 'light' or 'dark'
void modal.setThemeMode('blue')
export const wallet: string | undefined = modal.getWalletInfo()?.name
`,
    )
    await Promise.all([
      typecheck({ module: 'ESNext', moduleResolution: 'bundler' }, 'bundler'),
      typecheck({ module: 'Node16', moduleResolution: 'node16' }, 'node16'),
    ])
  })
})
