import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

const platformNames: Record<string, string> = { linux: 'linux', darwin: 'darwin', win32: 'win32' }
const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the anvil executable that `@foundry-rs/anvil` ships in its platform package
 * (`@foundry-rs/anvil-<platform>-<arch>/bin/anvil`), the way the package's own `bin.mjs` does,
 * without depending on its postinstall script.
 *
 * @throws AirlockError `INTERNAL` when this platform has no anvil package installed.
 */
export function resolveAnvilBinary(): string {
  const platform = platformNames[process.platform]
  const arch = archNames[process.arch]
  const packageName = platform && arch ? `@foundry-rs/anvil-${platform}-${arch}` : undefined
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  if (packageName) {
    const require = createRequire(import.meta.url)
    try {
      const candidate = require.resolve(`${packageName}/bin/${binaryName}`)
      if (existsSync(candidate)) return candidate
    } catch {
      // reported below
    }
  }
  throw new AirlockError(ErrorCode.INTERNAL, 'The anvil binary is not installed.', {
    details: `Expected ${packageName ?? `a @foundry-rs/anvil package for ${process.platform}-${process.arch}`}; run npm install without --omit=optional.`,
  })
}
