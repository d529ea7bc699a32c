import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'

/** The pages of the bench's host site, by file name. */
export const BENCH_PAGES = {
  /** With the SDK: createModal at start, the button opens. Also served as index.html. */
  sdk: 'sdk.html',
  /** The same page without the SDK. */
  blank: 'blank.html',
  /** createModal() + open() at once. */
  fresh: 'fresh.html',
  /** createModal({ preload: 'interaction' }), the button a connect control. */
  interaction: 'interaction.html',
} as const

/**
 * Writes the bench's host site to a new temporary folder: four pages with the same markup (a
 * heading, some text, the Connect Wallet button) and each its own script, bundled and minified
 * the way a host would ship them (the SDK is inside the page script). The host server fills in
 * the `airlock-modal-url` meta tag.
 */
export async function writeBenchSite(repoRoot: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'airlock-bench-'))
  await mkdir(join(root, 'assets'))
  const scripts = {
    sdk: 'sdkPage',
    blank: 'blankPage',
    fresh: 'freshPage',
    interaction: 'interactionPage',
  } as const
  await build({
    entryPoints: Object.values(scripts).map((name) => `${repoRoot}bench/pages/${name}.ts`),
    outdir: join(root, 'assets'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    splitting: false,
    logLevel: 'warning',
  })
  for (const [page, script] of Object.entries(scripts)) {
    const html = pageHtml(`/assets/${script}.js`)
    await writeFile(join(root, `${page}.html`), html)
    if (page === 'sdk') await writeFile(join(root, 'index.html'), html)
  }
  return root
}

function pageHtml(script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="airlock-modal-url" content="" />
    <link rel="icon" href="data:," />
    <title>Airlock bench host</title>
    <script type="module" src="${script}"></script>
  </head>
  <body>
    <main>
      <h1>A host page</h1>
      <p>The bench measures what the Airlock SDK adds to a page like this one.</p>
      <button id="connect" type="button">Connect Wallet</button>
    </main>
  </body>
</html>
`
}
