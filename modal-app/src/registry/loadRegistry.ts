import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { z } from 'zod/mini'
import { registryLogosAtom } from '../state/registryLogos.ts'
import type { Store } from '../state/Store.ts'
import { whenIdle } from '../ui/whenIdle.ts'
import { withLinks } from './registryFiles.ts'
import {
  type IndexedWallet,
  type RegistryWallet,
  type WalletLinks,
  walletIndexSchema,
  walletLinksSchema,
} from './registryWalletSchema.ts'

/** The registry's index on the modal origin: what Connect and All Wallets list. */
const REGISTRY_PATH = '/wallets/registry.json'
/** Each wallet's links on the modal origin, loaded when a wallet is about to be picked. */
const LINKS_PATH = '/wallets/links.json'
/** More entries than this are not read (a generated scale registry has 5,000). */
const MAX_WALLETS = 20_000

/** Options of {@link loadRegistry} and {@link loadWalletLinks}. */
export type LoadRegistryOptions = {
  /** The modal origin (default: `location.origin`), e.g. 'http://localhost:4301'. */
  origin?: string | undefined
  /** Injectable for tests. */
  fetch?: typeof fetch | undefined
  /** Where dropped entries are reported; `console.warn` by default. */
  warn?: ((message: string) => void) | undefined
}

/** What a visitor reads when a file cannot be loaded, or holds no list. */
type FileMessages = { unreachable: string; invalid: string }

/** One file of entries, fetched once per URL (a failure is forgotten, so a retry fetches again). */
function entriesFile<Entry extends { id: string }>(
  path: string,
  schema: z.ZodMiniType<Entry>,
  messages: FileMessages,
) {
  const cache = new Map<string, Promise<Entry[]>>()
  // The files loaded already, for a view that renders them at once.
  const loaded = new Map<string, Entry[]>()
  const urlOf = (origin: string | undefined) =>
    `${origin ?? globalThis.location?.origin ?? ''}${path}`
  return {
    loaded: (origin?: string) => loaded.get(urlOf(origin)),
    load(options: LoadRegistryOptions): Promise<Entry[]> {
      const url = urlOf(options.origin)
      const cached = cache.get(url)
      if (cached) return cached
      const loading = fetchEntries(url, schema, messages, options).then(
        (entries) => {
          loaded.set(url, entries)
          return entries
        },
        (error: unknown) => {
          cache.delete(url)
          throw error
        },
      )
      cache.set(url, loading)
      return loading
    },
  }
}

const index = entriesFile(REGISTRY_PATH, walletIndexSchema, {
  unreachable: 'The wallet list could not be loaded.',
  invalid: 'The wallet list is not valid.',
})
const links = entriesFile(LINKS_PATH, walletLinksSchema, {
  unreachable: 'The wallets’ links could not be loaded.',
  invalid: 'The wallets’ links are not valid.',
})

/** The registry's index of `origin` if {@link loadRegistry} has loaded it already, else undefined. */
export function loadedRegistry(
  origin: string = globalThis.location?.origin ?? '',
): IndexedWallet[] | undefined {
  return index.loaded(origin)
}

/**
 * The registry's index served as static JSON from the modal origin (`/wallets/registry.json`):
 * each wallet's name, logo and namespaces, without its links ({@link loadWalletLinks}). Fetched
 * once and cached (a failure is forgotten, so a retry fetches again). The file must be an array;
 * each entry is validated on its own (zod) and an invalid one is left out with one warning, so
 * that one bad entry in an operator's file does not hide the whole list. Duplicate ids keep the
 * first entry.
 *
 * @throws {AirlockError} `HTTP_ERROR` when the file cannot be fetched, is not JSON or not an array.
 */
export function loadRegistry(options: LoadRegistryOptions = {}): Promise<IndexedWallet[]> {
  return index.load(options)
}

/**
 * Each registry wallet's links (deep links, app store, extension and homepage links) by id, from
 * `/wallets/links.json` on the modal origin: an array of `{ id, …links }` read with the same rules
 * as the index ({@link loadRegistry}: cached, failures forgotten, invalid or duplicate entries
 * left out with one warning).
 *
 * @throws {AirlockError} `HTTP_ERROR` when the file cannot be fetched, is not JSON or not an array.
 */
export async function loadWalletLinks(
  options: LoadRegistryOptions = {},
): Promise<Map<string, WalletLinks>> {
  const entries = await links.load(options)
  return new Map(entries.map((entry) => [entry.id, entry]))
}

let linksPreload: (() => void) | undefined

/**
 * Starts loading the wallets' links where a visitor shows intent to pick a wallet (a pointer or
 * the focus on its row), at the next idle time: the pointer is over All Wallets' tiles as its rows
 * first paint, and the links' parse must not delay that frame. They are joined with the index
 * there too, so that the view the click opens renders its list at once
 * ({@link loadedRegistryWithLinks}; it loads them itself if not). A failure is left to that view,
 * which says so and retries.
 */
export function preloadWalletLinks(): void {
  if (linksPreload || loadedRegistryWithLinks()) return
  linksPreload = whenIdle(() => {
    linksPreload = undefined
    void loadRegistryWithLinks().catch(() => undefined)
  })
}

const joined = new Map<string, Promise<RegistryWallet[]>>()
const joinedLoaded = new Map<string, RegistryWallet[]>()

/** The wallets with their links if {@link loadRegistryWithLinks} has loaded them, else undefined. */
export function loadedRegistryWithLinks(
  origin: string = globalThis.location?.origin ?? '',
): RegistryWallet[] | undefined {
  return joinedLoaded.get(origin)
}

/**
 * The registry's wallets with their links ({@link loadRegistry} joined with
 * {@link loadWalletLinks}, by id): for the views that open or install a wallet. The same objects
 * on every call once loaded; a failure of either file is forgotten, so a retry fetches it again.
 *
 * @throws {AirlockError} `HTTP_ERROR` as either loader does.
 */
export function loadRegistryWithLinks(
  options: LoadRegistryOptions = {},
): Promise<RegistryWallet[]> {
  const key = options.origin ?? globalThis.location?.origin ?? ''
  const cached = joined.get(key)
  if (cached) return cached
  const loading = Promise.all([loadRegistry(options), loadWalletLinks(options)]).then(
    ([wallets, byId]) => {
      const all = withLinks(wallets, byId)
      joinedLoaded.set(key, all)
      return all
    },
    (error: unknown) => {
      joined.delete(key)
      throw error
    },
  )
  joined.set(key, loading)
  return loading
}

async function fetchEntries<Entry extends { id: string }>(
  url: string,
  schema: z.ZodMiniType<Entry>,
  messages: FileMessages,
  options: LoadRegistryOptions,
): Promise<Entry[]> {
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
    throw new AirlockError(ErrorCode.HTTP_ERROR, messages.unreachable, {
      details: `GET ${url}: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    })
  }
  if (!Array.isArray(body)) {
    throw new AirlockError(ErrorCode.HTTP_ERROR, messages.invalid, {
      details: `${url} must hold a JSON array of wallets.`,
    })
  }
  const entries: Entry[] = []
  const seen = new Set<string>()
  let dropped = 0
  for (const entry of body.slice(0, MAX_WALLETS)) {
    const parsed = schema.safeParse(entry)
    if (!parsed.success || seen.has(parsed.data.id)) {
      dropped += 1
      continue
    }
    seen.add(parsed.data.id)
    entries.push(parsed.data)
  }
  if (dropped > 0 || body.length > MAX_WALLETS) {
    warn(
      `[airlock] ${url}: ${dropped} invalid or duplicate wallet(s) left out${body.length > MAX_WALLETS ? `, entries after ${MAX_WALLETS} ignored` : ''}.`,
    )
  }
  return entries
}

/**
 * The registry's index ({@link loadRegistry}, fetched once per page), with its logos indexed into
 * `registryLogosAtom` so that installed wallets without an icon show their entry's logo.
 *
 * @throws {AirlockError} `HTTP_ERROR` as `loadRegistry` does.
 */
export async function loadWalletRegistry(store: Store): Promise<IndexedWallet[]> {
  const wallets = await loadRegistry()
  if (store.get(registryLogosAtom).size === 0) store.set(registryLogosAtom, indexLogos(wallets))
  return wallets
}

/**
 * Logos by rdns (else id), by the host connector ids of a namespace wallet (`connectorIds`) and
 * by lower-cased name; the first wallet of a name or id keeps it (the registry lists popular
 * wallets first).
 */
export function indexLogos(wallets: readonly IndexedWallet[]): Map<string, string> {
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
