// Builds the modal once with its real Vite config and checks what the CSP and the budgets need:
// no inline script (but the boot script, admitted by its hash) or style in index.html, a loading
// card that paints without JS, no eval in the bundle, and the JS loaded before the first view
// paints stays within 110 KB gzip (DESIGN.md budgets).
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BOOT_SCRIPT_HASH } from '../csp/buildModalCsp.ts'

const appRoot = fileURLToPath(new URL('../..', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'airlock-modal-build-'))
let html = ''

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    const [, name, value = ''] = match
    if (name) found[name.toLowerCase()] = value
  }
  return found
}

function eagerScripts(page: string): string[] {
  const files: string[] = []
  for (const match of page.matchAll(/<script\b([^>]*)>/g)) {
    const src = attributes(match[1] ?? '').src
    if (src) files.push(src)
  }
  for (const match of page.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = attributes(match[1] ?? '')
    if (attrs.rel === 'modulepreload' && attrs.href) files.push(attrs.href)
  }
  return files
}

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: join(appRoot, 'vite.config.ts'),
      // As `npm run build` does: the config reaches shared-protocol's TypeScript sources.
      configLoader: 'runner',
      root: appRoot,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  html = readFileSync(join(outDir, 'index.html'), 'utf8')
}, 120_000)

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true })
})

describe('the built modal', () => {
  test('behavior: index.html has one inline script, the boot script the CSP admits by its hash', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    const inline = scripts.filter(([, attrs = '']) => attributes(attrs).src === undefined)
    expect(inline).toHaveLength(1)
    const digest = createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64')
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${digest}'`)
    const files = scripts.filter(([, attrs = '']) => attributes(attrs).src !== undefined)
    expect(files.length).toBeGreaterThan(0)
    for (const [, attrs = '', body = ''] of files) {
      expect(attributes(attrs).src).toMatch(/^\/assets\/.+\.js$/)
      expect(body.trim()).toBe('')
    }
    expect(html).not.toMatch(/\son[a-z]+=/i)
    expect(html).not.toMatch(/javascript:/i)
  })

  test('behavior: the loading card paints from the HTML and the stylesheet, before any script runs', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheets = [...head.matchAll(/<link\b([^>]*)>/g)]
      .map((match) => attributes(match[1] ?? ''))
      .filter((attrs) => attrs.rel === 'stylesheet')
    expect(stylesheets).toHaveLength(1)
    const css = readFileSync(join(outDir, stylesheets[0]?.href ?? ''), 'utf8')
    expect(css).toContain('.al-boot-card')
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'))
    expect(root).toContain('class="al-card al-boot-card"')
    expect(root).toMatch(/role="status"[\s\S]*Loading/)
  })

  test('behavior: index.html has no inline style', () => {
    expect(html).not.toMatch(/<style\b/i)
    expect(html).not.toMatch(/\sstyle=/i)
  })

  test('behavior: the bundle does not eval', () => {
    for (const file of eagerScripts(html)) {
      const code = readFileSync(join(outDir, file), 'utf8')
      expect(code).not.toMatch(/\beval\(/)
      expect(code).not.toMatch(/new Function\(/)
    }
  })

  test('behavior: the JS loaded before the first view paints is at most 110 KB gzip', () => {
    const files = eagerScripts(html)
    expect(files.length).toBeGreaterThan(0)
    const gzipBytes = files
      .map((file) => gzipSync(readFileSync(join(outDir, file))).length)
      .reduce((sum, size) => sum + size, 0)
    console.info(
      `[modal-app] eager JS: ${files.join(', ')} = ${(gzipBytes / 1024).toFixed(1)} KB gzip`,
    )
    expect(gzipBytes).toBeLessThanOrEqual(110 * 1024)
  })
})
