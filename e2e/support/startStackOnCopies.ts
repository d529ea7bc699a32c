import { rm } from 'node:fs/promises'
import type { Service } from '@airlock/local-stack/stack'
import { type Stack, startStack } from '@airlock/local-stack/stack'
import { copyModalBuild } from '@airlock/testkit/builds'
import { E2E_PATHS } from './E2E_PATHS.ts'
import { writeHostRoot } from './writeHostRoot.ts'

/** Options of {@link startStackOnCopies}. */
export type StartStackOnCopiesOptions = {
  /**
   * The services to run beside the two web servers, in start order (see `startStack`).
   */
  services?: readonly Service[]
  /**
   * Runs on the copy of the modal build before the stack starts (to put more files in it).
   */
  prepareModal?: (modalRoot: string) => Promise<unknown>
}

/**
 * Starts a local stack of a test file's own on free ports: the demo host with the test pages
 * (`writeHostRoot`) and a copy of the modal build (`copyModalBuild`), beside `services`. Its
 * `stop()` stops the stack and then removes both copies; if anything fails while starting, the
 * copies are removed before the error is rethrown.
 */
export async function startStackOnCopies(options: StartStackOnCopiesOptions = {}): Promise<Stack> {
  const hostRoot = await writeHostRoot()
  const modalRoot = await copyModalBuild(E2E_PATHS.root)
  const removeCopies = () =>
    Promise.all([hostRoot, modalRoot].map((dir) => rm(dir, { recursive: true, force: true })))
  let stack: Stack
  try {
    await options.prepareModal?.(modalRoot)
    stack = await startStack({
      hostRoot,
      modalRoot,
      hostPort: 0,
      modalPort: 0,
      services: options.services,
    })
  } catch (error) {
    await removeCopies()
    throw error
  }
  return {
    ...stack,
    stop: async () => {
      try {
        await stack.stop()
      } finally {
        await removeCopies()
      }
    },
  }
}
