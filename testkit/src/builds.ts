import { cp, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Copies the built modal (`modal-app/dist`) to a new temporary folder, so that a test run or a
 * bench serves one consistent build even if `npm run build` runs again meanwhile (Vite empties
 * dist and renames the hashed assets).
 */
export async function copyModalBuild(repoRoot: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'airlock-modal-'))
  await cp(join(repoRoot, 'modal-app/dist'), root, { recursive: true })
  return root
}
