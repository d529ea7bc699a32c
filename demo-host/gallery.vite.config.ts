import { fileURLToPath } from 'node:url'
import { preactCompat } from '@airlock/modal-app/preactCompat'
import { walletRegistryPlugin } from '@airlock/modal-app/walletRegistryPlugin'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The modal's gallery, built apart from the host pages: it renders the modal's views, which ship
 * on Preact (`preactCompat()`, as in modal-app's build), while the React page beside it keeps
 * React. One build cannot give the same library (say jotai) both, so it is a second build into
 * the same `dist`, after vite.config.ts's.
 */
export default defineConfig({
  root,
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The wallet registry and its logos as the modal origin serves them, for the Connect and All
  // Wallets panels, which run on this origin.
  plugins: [preactCompat(), walletRegistryPlugin()],
  optimizeDeps: { rolldownOptions: { plugins: [preactCompat()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { gallery: fileURLToPath(new URL('gallery.html', import.meta.url)) },
    },
  },
  server: { host: '127.0.0.1', port: 4302, strictPort: true },
  preview: { host: '127.0.0.1', port: 4302, strictPort: true },
})
