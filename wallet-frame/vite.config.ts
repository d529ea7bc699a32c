import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The wallet origin: `index.html` (the hidden frame) and `login-done.html` (where a social login
 * popup ends), no inline script, so that `script-src 'self'` holds.
 */
export default defineConfig({
  root,
  base: '/',
  appType: 'mpa',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        loginDone: fileURLToPath(new URL('login-done.html', import.meta.url)),
      },
    },
  },
})
