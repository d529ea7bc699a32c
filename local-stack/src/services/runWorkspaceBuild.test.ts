import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runWorkspaceBuild } from './runWorkspaceBuild.ts'

let cwd: string

/** A Writable that keeps what it gets and tells when a text shows up. */
function collector() {
  let text = ''
  const listeners: Array<() => void> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString()
      for (const listener of listeners) listener()
      done()
    },
  })
  return {
    stream,
    text: () => text,
    waitFor: (needle: string) =>
      new Promise<void>((resolveWait) => {
        const check = () => text.includes(needle) && resolveWait()
        listeners.push(check)
        check()
      }),
  }
}

beforeAll(async () => {
  // A throwaway npm workspace root whose builds we control.
  cwd = await mkdtemp(join(tmpdir(), 'airlock-build-'))
  await writeFile(
    join(cwd, 'package.json'),
    JSON.stringify({ name: 'root', private: true, workspaces: ['ok', 'broken', 'slow'] }),
  )
  const workspace = async (
    name: string,
    build: string,
    files: Record<string, string> = {},
    scripts: Record<string, string> = {},
  ) => {
    await mkdir(join(cwd, name))
    await writeFile(
      join(cwd, name, 'package.json'),
      JSON.stringify({ name: `@test/${name}`, version: '1.0.0', scripts: { build, ...scripts } }),
    )
    for (const [file, text] of Object.entries(files)) await writeFile(join(cwd, name, file), text)
  }
  await workspace(
    'ok',
    'node -e "console.log(process.env.AIRLOCK_MODAL_URL)"',
    {},
    { 'build:wallet': 'node -e "console.log(\'wallet built\')"' },
  )
  await workspace('broken', 'node -e "console.error(\'syntax error in App.tsx\'); process.exit(3)"')
  // Stands in for Vite: a grandchild of npm that would outlive a naive kill of npm alone.
  await workspace('slow', 'node hang.js', {
    'hang.js': "console.log('building pid=' + process.pid); setInterval(() => {}, 1000)\n",
  })
})

afterAll(async () => {
  await rm(cwd, { recursive: true, force: true })
})

it('default: streams the output with a prefix, passes env, resolves on exit 0', async () => {
  const out = collector()
  await runWorkspaceBuild({
    workspace: '@test/ok',
    cwd,
    env: { AIRLOCK_MODAL_URL: 'http://localhost:5310/' },
    output: { stdout: out.stream, stderr: out.stream },
  })
  expect(out.text()).toContain('[ok] http://localhost:5310/')
})

it('args: script runs another npm script, named in the prefix', async () => {
  const out = collector()
  await runWorkspaceBuild({
    workspace: '@test/ok',
    script: 'build:wallet',
    cwd,
    output: { stdout: out.stream, stderr: out.stream },
  })
  expect(out.text()).toContain('[ok build:wallet] wallet built')
})

it('error: a failing build rejects naming the workspace, with its errors streamed', async () => {
  const out = collector()
  await expect(
    runWorkspaceBuild({
      workspace: '@test/broken',
      cwd,
      output: { stdout: out.stream, stderr: out.stream },
    }),
  ).rejects.toThrow('The build of @test/broken failed (exit code 3); its errors are printed above.')
  expect(out.text()).toContain('[broken] syntax error in App.tsx')
})

it('behavior: aborting kills npm and the build process under it', async () => {
  const out = collector()
  const controller = new AbortController()
  const build = runWorkspaceBuild({
    workspace: '@test/slow',
    cwd,
    signal: controller.signal,
    output: { stdout: out.stream, stderr: out.stream },
  })
  await out.waitFor('building pid=')
  const pid = Number(/building pid=(\d+)/.exec(out.text())?.[1])
  controller.abort()
  await expect(build).rejects.toThrow('The build of @test/slow was stopped.')
  await expect.poll(() => isAlive(pid), { timeout: 5_000 }).toBe(false)
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
