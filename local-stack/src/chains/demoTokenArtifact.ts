import artifact from '../../contracts/DemoToken.json' with { type: 'json' }
import type { DemoTokenArtifact } from './compileDemoToken.ts'

/**
 * The committed build of `contracts/DemoToken.sol` (rebuild with `npm run build:contracts`).
 *
 * @example
 * ```ts
 * await deployContract(client, { abi: demoTokenArtifact.abi, bytecode: demoTokenArtifact.bytecode, args: [1n] })
 * ```
 */
export const demoTokenArtifact = artifact as DemoTokenArtifact
