// `npm run pack:sdk`: builds the host SDK package into host-sdk/dist/package and packs it into
// host-sdk/dist/airlock-host-sdk-<version>.tgz, the file a host app installs.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildHostSdkPackage } from './buildHostSdkPackage.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const distDir = fileURLToPath(new URL('../dist/', import.meta.url))
const packageDir = `${distDir}package`

const { version, bundled } = await buildHostSdkPackage({ repoRoot, outDir: packageDir })
const packed = JSON.parse(
  execFileSync('npm', ['pack', packageDir, '--pack-destination', distDir, '--json'], {
    encoding: 'utf8',
  }),
) as { filename: string }[]
const tarball = `${distDir}${packed[0]?.filename ?? `airlock-host-sdk-${version}.tgz`}`
for (const file of ['index.js', 'react.js', 'solana.js', 'wagmi.js', 'vue.js', 'ssr.js']) {
  const bytes = readFileSync(`${packageDir}/${file}`)
  console.log(`${file}: ${bytes.length} B, gzip ${gzipSync(bytes).length} B`)
}
console.log(`bundled: ${bundled.join(', ')}`)
console.log(`packed: ${tarball}`)
console.log(`install it in your app with: npm install ${tarball}`)
