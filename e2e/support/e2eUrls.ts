/** The origins a browser test talks to. */
export type E2eUrls = {
  /** The demo host, an origin the demo project allows: `http://127.0.0.1:<port>/`. */
  host: string
  /** The modal's origin: `http://localhost:<port>/`. */
  modal: string
  /** The test pages on the demo host's origin (see `writeHostRoot.ts`). */
  allowedPages: string
  /** The same test pages on an origin the demo project does NOT allow. */
  otherPages: string
  /** A third origin, for a frame that is neither the host nor the modal. */
  foreignPages: string
}

/**
 * Reads the URLs globalSetup published in the environment for the test workers.
 */
export function e2eUrls(): E2eUrls {
  const hostPort = requirePort('AIRLOCK_E2E_HOST_PORT')
  const modalPort = requirePort('AIRLOCK_E2E_MODAL_PORT')
  const pagesPort = requirePort('AIRLOCK_E2E_PAGES_PORT')
  return {
    host: `http://127.0.0.1:${hostPort}/`,
    modal: `http://localhost:${modalPort}/`,
    allowedPages: `http://127.0.0.1:${hostPort}/__e2e__/`,
    otherPages: `http://127.0.0.1:${pagesPort}/`,
    foreignPages: `http://localhost:${pagesPort}/`,
  }
}

function requirePort(name: string): string {
  const value = process.env[name]
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new Error(`${name} is not set: run the browser tests through e2e/playwright.config.ts`)
  }
  return value
}
