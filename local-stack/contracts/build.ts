// Rebuilds contracts/DemoToken.json from contracts/DemoToken.sol: `npm run build:contracts`.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compileDemoToken } from '../src/chains/compileDemoToken.ts'

const sourcePath = fileURLToPath(new URL('./DemoToken.sol', import.meta.url))
const outputPath = fileURLToPath(new URL('./DemoToken.json', import.meta.url))
const artifact = await compileDemoToken({ sourcePath })
await writeFile(outputPath, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${outputPath} (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`)
