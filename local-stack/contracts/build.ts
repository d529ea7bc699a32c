// Rebuilds contracts/<Name>.json from contracts/<Name>.sol: `npm run build:contracts`.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compileContract } from '../src/chains/compileContract.ts'

for (const contractName of ['DemoToken', 'DemoCollectible']) {
  const sourcePath = fileURLToPath(new URL(`./${contractName}.sol`, import.meta.url))
  const outputPath = fileURLToPath(new URL(`./${contractName}.json`, import.meta.url))
  const artifact = await compileContract({ sourcePath, contractName })
  await writeFile(outputPath, `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(`wrote ${outputPath} (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`)
}
