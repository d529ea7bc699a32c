import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * Where each React entry goes: the modal is written against React's API and runs on
 * `preact/compat` (less than half the first chunk, 0.6 MB less idle heap: docs/performance.md).
 */
const PREACT_ENTRIES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
}

/** Preact's entries are resolved from modal-app's Preact, so the app and every library share it. */
const PREACT_PACKAGE = createRequire(import.meta.url).resolve('preact/package.json')

/**
 * Resolves `react`, `react-dom` and their subpaths to Preact's, whoever imports them.
 *
 * A plain `resolve.alias` to `preact/compat` would resolve it from each importer, and a library
 * outside modal-app (lucide-react, jotai) would find the repository root's older Preact that the
 * e2e workspace's wallet SDKs pin: two copies of Preact, whose hooks break across them.
 */
export function preactCompat(): Plugin {
  return {
    name: 'airlock-preact-compat',
    enforce: 'pre',
    async resolveId(source, _importer, options) {
      const target = PREACT_ENTRIES[source]
      if (!target) return null
      const resolved = await this.resolve(target, PREACT_PACKAGE, { ...options, skipSelf: true })
      if (!resolved) {
        throw new Error(`${target} (for ${source}) is not installed in @airlock/modal-app.`)
      }
      return resolved
    },
    // React's plugin, which this replaces, drops these too: `'use client'` (lucide-react, jotai)
    // marks server-component boundaries, meaningless in a bundle for the browser.
    onLog(_level, log) {
      if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client')) return false
    },
  }
}
