import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { registryLogosAtom } from '../state/registryLogos.ts'
import type { Store } from '../state/Store.ts'
import { type RegistryWallet, registryWalletSchema } from './registryWalletSchema.ts'

/** The registry's path on the modal origin. */
const REGISTRY_PATH = '/wallets/registry.json'
/** More entries than this are not read (a generated scale registry has 5,000). */
const MAX_WALLETS = 20_000

/** Options of {@link loadRegistry}. */
export type LoadRegistryOptions = {
  /** The modal origin (default: `location.origin`), e.g. 'http://localhost:4301'. */
  origin?: string | undefined
  /** Injectable for tests. */
  fetch?: typeof fetch | undefined
  /** Where dropped entries are reported; `console.warn` by default. */
  warn?: ((message: string) => void) | undefined
}

const cache = new Map<string, Promise<RegistryWallet[]>>()
// The registries loaded already, for a view that renders them at once (loadedRegistry).
const loaded = new Map<string, RegistryWallet[]>()

/** The registry of `origin` if {@link loadRegistry} has loaded it already, else undefined. */
export function loadedRegistry(
  origin: string = globalThis.location?.origin ?? '',
): RegistryWallet[] | undefined {
  return loaded.get(`${origin}${REGISTRY_PATH}`)
}

/**
 * The wallet registry served as static JSON from the modal origin (`/wallets/registry.json`),
 * fetched once and cached (a failure is forgotten, so a retry fetches again). The file must be an
 * array; each entry is validated on its own (zod) and an invalid one is left out with one warning,
 * so that one bad entry in an operator's file does not hide the whole list. Duplicate ids keep
 * the first entry.
 *
 * @throws {AirlockError} `HTTP_ERROR` when the file cannot be fetched, is not JSON or not an array.
 */
export function loadRegistry(options: LoadRegistryOptions = {}): Promise<RegistryWallet[]> {
  const origin = options.origin ?? globalThis.location?.origin ?? ''
  const url = `${origin}${REGISTRY_PATH}`
  const cached = cache.get(url)
  if (cached) return cached
  const loading = fetchRegistry(url, options).then(
    (wallets) => {
      loaded.set(url, wallets)
      return wallets
    },
    (error: unknown) => {
      cache.delete(url)
      throw error
    },
  )
  cache.set(url, loading)
  return loading
}

async function fetchRegistry(url: string, options: LoadRegistryOptions): Promise<RegistryWallet[]> {
  const fetchFn = options.fetch ?? globalThis.fetch
  const warn = options.warn ?? ((message: string) => console.warn(message))
  let body: unknown
  try {
    const response = await fetchFn(url, { credentials: 'omit' })
    if (!response.ok) {
      throw new AirlockError(ErrorCode.HTTP_ERROR, `HTTP status code: ${response.status}`, {
        details: `GET ${url}`,
        data: { status: response.status },
      })
    }
    body = await response.json()
  } catch (error) {
    if (error instanceof AirlockError) throw error
    throw new AirlockError(ErrorCode.HTTP_ERROR, 'The wallet list could not be loaded.', {
      details: `GET ${url}: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    })
  }
  if (!Array.isArray(body)) {
    throw new AirlockError(ErrorCode.HTTP_ERROR, 'The wallet list is not valid.', {
      details: `${url} must hold a JSON array of wallets.`,
    })
  }
  const wallets: RegistryWallet[] = []
  const seen = new Set<string>()
  let dropped = 0
  for (const entry of body.slice(0, MAX_WALLETS)) {
    const parsed = registryWalletSchema.safeParse(entry)
    if (!parsed.success || seen.has(parsed.data.id)) {
      dropped += 1
      continue
    }
    seen.add(parsed.data.id)
    wallets.push(parsed.data)
  }
  if (dropped > 0 || body.length > MAX_WALLETS) {
    warn(
      `[airlock] ${url}: ${dropped} invalid or duplicate wallet(s) left out${body.length > MAX_WALLETS ? `, entries after ${MAX_WALLETS} ignored` : ''}.`,
    )
  }
  return wallets
}

/**
 * The registry ({@link loadRegistry}, fetched once per page), with its logos indexed into
 * `registryLogosAtom` so that installed wallets without an icon show their entry's logo.
 *
 * @throws {AirlockError} `HTTP_ERROR` as `loadRegistry` does.
 */
export async function loadWalletRegistry(store: Store): Promise<RegistryWallet[]> {
  const wallets = await loadRegistry()
  if (store.get(registryLogosAtom).size === 0) store.set(registryLogosAtom, indexLogos(wallets))
  return wallets
}

/**
 * Logos by rdns (else id), by the host connector ids of a namespace wallet (`connectorIds`) and
 * by lower-cased name; the first wallet of a name or id keeps it (the registry lists popular
 * wallets first).
 */
export function indexLogos(wallets: readonly RegistryWallet[]): Map<string, string> {
  const logos = new Map<string, string>()
  for (const wallet of wallets) {
    if (!wallet.image) continue
    const connectorIds = wallet.connectorIds ?? []
    for (const key of [
      wallet.rdns ?? wallet.id,
      wallet.id,
      ...connectorIds,
      wallet.name.toLowerCase(),
    ]) {
      if (!logos.has(key)) logos.set(key, wallet.image)
    }
  }
  return logos
}
