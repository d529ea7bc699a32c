import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The modal URL baked into the pages at build time: `AIRLOCK_MODAL_URL`, or the local stack's
 * default. It goes into `<meta name="airlock-modal-url">` (not into the JS), so that the local
 * stack's host server can point an existing build at another modal port when it serves the page.
 */
const modalUrl = process.env.AIRLOCK_MODAL_URL || 'http://localhost:4310/'

/** Replaces `%AIRLOCK_MODAL_URL%` in the HTML pages with {@link modalUrl}, attribute-escaped. */
function modalUrlPlugin(): Plugin {
  const escaped = modalUrl
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
  return {
    name: 'airlock-modal-url',
    transformIndexHtml: (html) => html.replaceAll('%AIRLOCK_MODAL_URL%', escaped),
  }
}

/** The demo host: its pages (vanilla and React) built into `dist`; gallery.vite.config.ts adds the gallery. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), modalUrlPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        react: fileURLToPath(new URL('react.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1', port: 4300, strictPort: true },
  preview: { host: '127.0.0.1', port: 4300, strictPort: true },
})
