import collectible from '../../contracts/DemoCollectible.json' with { type: 'json' }
import token from '../../contracts/DemoToken.json' with { type: 'json' }
import type { ContractArtifact } from './compileContract.ts'

/**
 * The committed build of `contracts/DemoToken.sol` (rebuild with `npm run build:contracts`).
 */
export const demoTokenArtifact = token as ContractArtifact<'DemoToken'>

/**
 * The committed build of `contracts/DemoCollectible.sol` (rebuild with `npm run build:contracts`).
 */
export const demoCollectibleArtifact = collectible as ContractArtifact<'DemoCollectible'>
