import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test } from 'vitest'
import * as entry from './index.ts'

test('default: the entry lists every export', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "DEMO_WALLET_ICONS",
      "ProviderErrorCode",
      "ProviderRpcError",
      "announceEip6963Provider",
      "callJsonRpc",
      "createDemoEvmWallet",
      "createDemoSolanaWallet",
      "createSitePermissions",
      "createUuidV4",
      "createWalletDock",
      "createWalletPrompt",
      "decodeMessageText",
      "describeSolanaTransaction",
      "installDemoWallets",
      "openWalletStorage",
    ]
  `)
})

test('behavior: the wallets bundle for the browser without Node code', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  })
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? ''
  expect(js).toContain('Airlock Demo Wallet (EVM)')
  // local-stack's Node side (anvil, litesvm, http servers) stays out.
  expect(js).not.toMatch(/child_process|litesvm|createServer|startAnvil/)
  expect(result.outputFiles.some((file) => file.path.endsWith('.css'))).toBe(true)
})
