import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/** Options of {@link runWorkspaceBuild}. */
export type RunWorkspaceBuildOptions = {
  /**
   * The npm workspace whose `build` script runs.
   */
  workspace: string
  /**
   * The npm script to run.
   * @default 'build'
   */
  script?: string | undefined
  /**
   * Folder to run npm in (the repository root).
   */
  cwd: string
  /**
   * Extra environment variables for the build.
   */
  env?: Readonly<Record<string, string>> | undefined
  /**
   * Aborting kills the build and every process it started.
   */
  signal?: AbortSignal | undefined
  /**
   * Where the build's output goes, each line prefixed with the workspace's short name.
   * @default process.stdout / process.stderr
   */
  output?: { stdout: Writable; stderr: Writable } | undefined
}

/**
 * Runs `npm run build -w <workspace>` (or another `script`) as a child process, streaming its output line by line with
 * a `[name]` prefix, and resolves when it exits with 0. A failing build rejects with an
 * {@link AirlockError} naming the workspace and exit code. The build runs in its own process
 * group so that aborting kills npm and the Vite process under it together.
 */
export function runWorkspaceBuild(options: RunWorkspaceBuildOptions): Promise<void> {
  const script = options.script ?? 'build'
  const name = options.workspace.replace(/^@[^/]+\//, '')
  const label = `[${script === 'build' ? name : `${name} ${script}`}] `
  const output = options.output ?? { stdout: process.stdout, stderr: process.stderr }
  return new Promise((resolveBuild, reject) => {
    if (options.signal?.aborted) {
      reject(abortError(options.workspace))
      return
    }
    const child = spawn('npm', ['run', script, '-w', options.workspace], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const killGroup = () => {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
    }
    options.signal?.addEventListener('abort', killGroup, { once: true })
    prefixLines(child.stdout, output.stdout, label)
    prefixLines(child.stderr, output.stderr, label)
    child.once('error', (error) => {
      options.signal?.removeEventListener('abort', killGroup)
      reject(
        new AirlockError(ErrorCode.INTERNAL, `Could not run the build of ${options.workspace}.`, {
          details: error.message,
          cause: error,
        }),
      )
    })
    child.once('close', (code, signal) => {
      options.signal?.removeEventListener('abort', killGroup)
      if (options.signal?.aborted) reject(abortError(options.workspace))
      else if (code === 0) resolveBuild()
      else {
        reject(
          new AirlockError(
            ErrorCode.INTERNAL,
            `The build of ${options.workspace} failed (${signal ?? `exit code ${code}`}); its errors are printed above.`,
          ),
        )
      }
    })
  })
}

/** Copies a stream line by line with a prefix. */
function prefixLines(from: Readable, to: Writable, prefix: string): void {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    to.write(`${prefix}${line}\n`)
  })
}

/** The error of a build stopped on purpose. */
function abortError(workspace: string): AirlockError {
  return new AirlockError(ErrorCode.INTERNAL, `The build of ${workspace} was stopped.`)
}
