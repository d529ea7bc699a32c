import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { bundleDeclarations } from './bundleDeclarations.ts'
import { bundleJavaScript } from './bundleJavaScript.ts'
import { createPackageManifest, type WorkspaceManifest } from './createPackageManifest.ts'
import { writeThirdPartyNotices } from './writeThirdPartyNotices.ts'

/** Where the sources are and where the package goes. */
export type BuildHostSdkPackageParameters = {
  /** The monorepo root, with `host-sdk/` and `shared-protocol/` in it. */
  repoRoot: string
  /** Emptied, then gets the package: what `npm pack` packs. */
  outDir: string
}

/** What was built. */
export type BuildHostSdkPackageReturnType = {
  /** The package's name and version, as in host-sdk/package.json. */
  name: string
  version: string
  /** The npm packages bundled into the files. */
  bundled: string[]
}

/**
 * Builds `@airlock/host-sdk` as a publishable package in `outDir`: `index.js` (ESM, every
 * dependency bundled), `react.js` (imports `./index.js` and `react`), their bundled type
 * declarations, package.json, README.md and THIRD_PARTY_NOTICES.md. The workspace keeps using the
 * TypeScript sources; only this folder is what a host installs.
 */
export async function buildHostSdkPackage({
  repoRoot,
  outDir,
}: BuildHostSdkPackageParameters): Promise<BuildHostSdkPackageReturnType> {
  const workspace = JSON.parse(
    await readFile(join(repoRoot, 'host-sdk/package.json'), 'utf8'),
  ) as WorkspaceManifest
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const { inputs } = await bundleJavaScript({ repoRoot, outDir })
  await bundleDeclarations({ repoRoot, outDir })
  const bundled = await writeThirdPartyNotices({
    repoRoot,
    inputs,
    file: join(outDir, 'THIRD_PARTY_NOTICES.md'),
  })
  const manifest = createPackageManifest(workspace)
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await copyFile(join(repoRoot, 'host-sdk/pack/PACKAGE_README.md'), join(outDir, 'README.md'))
  return { name: workspace.name, version: workspace.version, bundled }
}
