import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The `AIRLOCK_*` settings baked into the page (query parameters still override them). */
const buildEnv = Object.fromEntries(
  [
    'AIRLOCK_RELAY_URL',
    'AIRLOCK_WALLETCONNECT_PROJECT_ID',
    'AIRLOCK_EVM_RPC_31337',
    'AIRLOCK_EVM_RPC_31338',
    'AIRLOCK_SOLANA_RPC',
  ].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
)

/**
 * Origins the page may connect to: loopback (the local stack on any port) and the origins of the
 * URLs given at build time. Everything else is refused by the browser, so a request to an outside
 * host cannot slip through unnoticed.
 */
function connectSources(): string {
  const sources = new Set([
    "'self'",
    'http://127.0.0.1:*',
    'http://localhost:*',
    'ws://127.0.0.1:*',
    'ws://localhost:*',
  ])
  for (const [name, value] of Object.entries(buildEnv)) {
    if (name === 'AIRLOCK_WALLETCONNECT_PROJECT_ID' || !value) continue
    sources.add(new URL(value).origin)
  }
  return [...sources].join(' ')
}

/** Adds the page's Content-Security-Policy at build time (the dev server needs inline scripts). */
function cspPlugin(): Plugin {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connectSources()}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  return {
    name: 'airlock-mobile-wallet-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="utf-8" />',
        `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      ),
  }
}

/**
 * The demo mobile wallet: one page built into `mobile-wallet/dist`, served on its own origin
 * (`http://localhost:4340/` in the local stack). `npm run build:wallet -w @airlock/demo-host`.
 */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), cspPlugin()],
  define: {
    __AIRLOCK_WALLET_ENV__: JSON.stringify(buildEnv),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1_500,
  },
  server: { host: '127.0.0.1', port: 4340, strictPort: true },
  preview: { host: '127.0.0.1', port: 4340, strictPort: true },
})
