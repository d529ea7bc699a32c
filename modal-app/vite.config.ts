import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { walletConnectVerifyPlugin } from './build/patches/walletconnectCoreVerify.ts'
import { preactCompat } from './build/preactCompat.ts'
import { walletRegistryPlugin } from './build/walletRegistry/walletRegistryPlugin.ts'
import { MODAL_CSP } from './src/csp/buildModalCsp.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The modal is served at the root of its own origin. The build has no inline script (Vite's
 * module preload polyfill is off: every browser we support has `modulepreload`), and `vite
 * preview` serves it with the development CSP (`MODAL_CSP`), so a manual check runs under a
 * policy; the production one is per deployment (`npm run csp:production -w @airlock/modal-app`).
 */
export default defineConfig({
  root,
  base: '/',
  // No SPA fallback: a missing project file must be a 404, not index.html.
  appType: 'mpa',
  // JSX compiles to `react/jsx-runtime`, which preactCompat() sends to Preact's. No React plugin:
  // its Fast Refresh needs React's renderer, so an edited component reloads the page instead.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [preactCompat(), walletConnectVerifyPlugin(), walletRegistryPlugin()],
  // The dev server pre-bundles dependencies (@walletconnect/core, jotai, lucide-react): patch the
  // Verify client and send their React imports to Preact there too.
  optimizeDeps: { rolldownOptions: { plugins: [preactCompat(), walletConnectVerifyPlugin()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Everything the first paint imports statically goes into one chunk: left to itself the
    // bundler cut it into ~19 small chunks shared with lazy views, which cost 5.9 KB gzip more
    // (each chunk's import/export glue compresses badly) and 18 more requests at first paint.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-paint', tags: ['$initial'] }] } },
    },
  },
  server: { host: 'localhost', port: 4301, strictPort: true },
  preview: {
    host: 'localhost',
    port: 4301,
    strictPort: true,
    headers: { 'Content-Security-Policy': MODAL_CSP },
  },
})
