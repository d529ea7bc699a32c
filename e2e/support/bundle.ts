import { type BuildOptions, build } from 'esbuild'
import { E2E_PATHS } from './stack.ts'

/**
 * Bundles a dapp's page script of `e2e/pages/` (`name`, with its extension) into one IIFE with
 * esbuild, as a dapp's bundler would, for `page.addScriptTag({ content })`. `options` adds what
 * a library needs (Vue's esm-bundler flags, say).
 */
export async function bundlePageScript(name: string, options: BuildOptions = {}): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [`${E2E_PATHS.pagesDir}${name}`],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    logLevel: 'warning',
    ...options,
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
  })
  const text = outputFiles?.[0]?.text
  if (!text) throw new Error(`esbuild gave no output for ${name}`)
  return text
}
