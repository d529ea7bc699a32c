import artifact from '../../contracts/DemoToken.json' with { type: 'json' }
import type { DemoTokenArtifact } from './compileDemoToken.ts'

/**
 * The committed build of `contracts/DemoToken.sol` (rebuild with `npm run build:contracts`).
 */
export const demoTokenArtifact = artifact as DemoTokenArtifact
