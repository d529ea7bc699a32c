import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readProjectAllowlist } from './readProjectAllowlist.ts'

let projectsDir: string

beforeAll(async () => {
  projectsDir = await mkdtemp(join(tmpdir(), 'airlock-allowlist-'))
  await writeFile(
    join(projectsDir, 'demo.json'),
    JSON.stringify({ projectId: 'demo', allowedOrigins: ['http://127.0.0.1:4300'] }),
  )
  await writeFile(join(projectsDir, 'broken.json'), '{"allowedOrigins":')
  await writeFile(join(projectsDir, 'numbers.json'), '{"allowedOrigins":[1]}')
})

afterAll(async () => {
  await rm(projectsDir, { recursive: true, force: true })
})

it('default: the allowedOrigins of projects/<id>.json', async () => {
  expect(await readProjectAllowlist('demo', { projectsDir })).toEqual(['http://127.0.0.1:4300'])
})

it('args: addOrigin adds the running host, as the modal server serves the demo project', async () => {
  expect(
    await readProjectAllowlist('demo', { projectsDir, addOrigin: 'http://127.0.0.1:5300' }),
  ).toEqual(['http://127.0.0.1:4300', 'http://127.0.0.1:5300'])
  expect(
    await readProjectAllowlist('demo', { projectsDir, addOrigin: 'http://127.0.0.1:4300' }),
  ).toEqual(['http://127.0.0.1:4300'])
})

it('behavior: the shipped demo project lists the demo host', async () => {
  const shipped = fileURLToPath(new URL('../../../modal-app/public/projects', import.meta.url))
  expect(await readProjectAllowlist('demo', { projectsDir: shipped })).toEqual([
    'http://127.0.0.1:4300',
  ])
})

it.each([
  ['no file', 'nobody'],
  ['an id that would leave the folder', '../demo'],
  ['a file that is not JSON', 'broken'],
  ['an allowedOrigins that is not a list of strings', 'numbers'],
])('behavior: %s is no project (undefined)', async (_, projectId) => {
  expect(await readProjectAllowlist(projectId, { projectsDir })).toBeUndefined()
})
