import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { Service } from '../Service.ts'

/** Test helper: whether a process with this id still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Test helper: a service that spawns a process which never becomes ready (it never prints), as a
 * hung anvil does, and kills it when the stack gives up on it (`context.signal`), as `startAnvil`
 * does. `pid()` is -1 until it has spawned; `spawned` resolves then.
 */
export function neverReadyService(name: string) {
  let pid = -1
  let onSpawn: () => void = () => undefined
  const spawned = new Promise<void>((resolve) => {
    onSpawn = resolve
  })
  const service: Service = {
    name,
    async start(context) {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'])
      const exited = once(child, 'exit')
      await once(child, 'spawn')
      pid = child.pid ?? -1
      onSpawn()
      const givenUp = new Promise<void>((resolve) => {
        if (context?.signal?.aborted) resolve()
        context?.signal?.addEventListener('abort', () => resolve(), { once: true })
      })
      await Promise.race([once(child.stdout, 'data'), givenUp])
      child.kill()
      await exited
      throw new Error(`${name} was stopped before it was ready`)
    },
  }
  return { service, pid: () => pid, spawned }
}
