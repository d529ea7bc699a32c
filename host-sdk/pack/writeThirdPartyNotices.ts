import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The bundled inputs and where the notices go. */
export type WriteThirdPartyNoticesParameters = {
  /** The monorepo root the inputs are relative to. */
  repoRoot: string
  /** Input paths as esbuild's metafile lists them, relative to `repoRoot`. */
  inputs: readonly string[]
  /** The file to write. */
  file: string
}

/**
 * Writes the name, version, license and license text of every npm package bundled into the
 * package (those with code in it; none today, since the channel is our own): their licenses ask
 * that the notice travels with the code. With none, the file says so. Returns the names of those packages; fails when one ships no license file.
 */
export async function writeThirdPartyNotices({
  repoRoot,
  inputs,
  file,
}: WriteThirdPartyNoticesParameters): Promise<string[]> {
  const packageDirs = new Set<string>()
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)
    if (match?.[1]) packageDirs.add(match[1])
  }
  const sections: string[] = []
  const names: string[] = []
  for (const dir of [...packageDirs].sort()) {
    const manifest = JSON.parse(await readFile(join(repoRoot, dir, 'package.json'), 'utf8')) as {
      name: string
      version: string
      license?: string
    }
    const licenseFile = (await readdir(join(repoRoot, dir))).find((name) =>
      /^(license|licence|copying)(\.|$)/i.test(name),
    )
    if (!licenseFile) throw new Error(`${manifest.name} is bundled but ships no license file`)
    const text = (await readFile(join(repoRoot, dir, licenseFile), 'utf8')).trim()
    names.push(manifest.name)
    sections.push(
      `## ${manifest.name} ${manifest.version} (${manifest.license ?? 'see below'})\n\n\`\`\`\n${text}\n\`\`\``,
    )
  }
  const intro = `# Third-party notices\n\nThe files of this package bundle ${
    sections.length > 0 ? 'the following packages.' : 'no third-party packages.'
  }\n`
  await writeFile(file, `${[intro, ...sections].join('\n\n')}\n`)
  return names
}
