import { existsSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { registryFiles } from '../../src/registry/registryFiles.ts'
import {
  type RegistryWallet,
  registryWalletSchema,
} from '../../src/registry/registryWalletSchema.ts'
import { type ThirdwebWallet, toRegistryWallet } from '../../src/registry/toRegistryWallet.ts'
import type { OwnRegistry } from './ownWallets.ts'

/** What {@link extractWallets} returns: the files served under `/wallets/` on the modal origin. */
export type ExtractedRegistry = {
  /** The registry, in the order the lists show it. */
  wallets: RegistryWallet[]
  /**
   * Paths relative to `/wallets/` (`registry.json`, the index; `links.json`, each wallet's links;
   * `img/<id>.webp`, `img/walletconnect.svg`) → content.
   */
  files: Map<string, Uint8Array>
}

/**
 * Wallets listed first, in this order: the ones most visitors have or are recommended (Get a
 * wallet offers the first of them that fit the platform). The rest follow in the package's own
 * order (`wallet-infos.js`), then any others by id.
 */
export const POPULAR_WALLET_IDS = [
  'io.metamask',
  'app.phantom',
  'com.coinbase.wallet',
  'com.trustwallet.app',
  'me.rainbow',
  'io.rabby',
  'org.uniswap',
  'io.zerion.wallet',
  'com.okex.wallet',
  'app.backpack',
  'com.bitget.web3',
  'com.ledger',
] as const

/** Raster logo types kept, with their file extension and the bytes their files start with. */
const LOGO_TYPES: Record<string, { ext: string; magic: (bytes: Uint8Array) => boolean }> = {
  'image/webp': {
    ext: 'webp',
    magic: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  'image/png': { ext: 'png', magic: (b) => ascii(b, 1, 4) === 'PNG' },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 },
}
/** A logo larger than this is left out (the package's are 1–20 KB). */
const MAX_LOGO_BYTES = 256 * 1024
/** Where the logos of our own wallets are (`OwnWallet.logo`). */
const OWN_LOGOS_DIR = fileURLToPath(new URL('./logos/', import.meta.url))
/** Ids become file names: letters, digits, dots, dashes. */
const ID_PATTERN = /^[a-z0-9][a-z0-9.-]{0,99}$/i

/** The directory of the installed `thirdweb` package (a devDependency of the modal). */
export function thirdwebPackageDir(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve('thirdweb/package.json'))
  } catch (error) {
    throw new Error(
      'The wallet registry is built from the "thirdweb" package, which is not installed: run `npm ci` at the repository root.',
      { cause: error },
    )
  }
}

/**
 * The wallet registry and its logos, from the wallet data the `thirdweb` package generates
 * (Apache-2.0; `dist/esm/wallets/__generated__/wallet/<id>/index.js` and `image.js`): each entry
 * converted by {@link toRegistryWallet} and validated, each logo decoded from its data URI into a
 * file (`img/<id>.webp`) so that the modal loads it from its own origin, lazily, instead of
 * carrying it in its JS. Only raster logos whose bytes match their declared type are kept (an
 * SVG could hold script when opened on the modal origin); a wallet without one gets `image: null`
 * and the list draws its monogram. The registry is served as two files ({@link registryFiles}):
 * the index Connect reads at its idle time, and the links, read on the intent to pick a wallet. WalletConnect's own logo (an SVG the package ships, checked
 * for script, handlers and outside references) becomes `img/walletconnect.svg`. `own` adds what
 * the package lacks (`OWN_REGISTRY` of ownWallets.ts): its wallets after the package's, their
 * logos from `logos/`, and host connector ids on the package's wallets.
 *
 * @throws {Error} When the package's data is missing or an entry does not convert into a valid
 *   registry entry, or `own` names a package wallet that is missing or one it already has: the
 *   build stops rather than serve a partial list.
 */
export async function extractWallets(
  packageDir: string,
  own: OwnRegistry = { wallets: [], connectorIds: {} },
): Promise<ExtractedRegistry> {
  const walletsDir = join(packageDir, 'dist/esm/wallets/__generated__/wallet')
  if (!existsSync(walletsDir)) {
    throw new Error(`No wallet data in ${walletsDir}: is this the "thirdweb" package?`)
  }
  const ids = readdirSync(walletsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const files = new Map<string, Uint8Array>()
  const wallets: RegistryWallet[] = []
  for (const id of await orderIds(packageDir, ids)) {
    if (!ID_PATTERN.test(id)) throw new Error(`Wallet folder "${id}" is not a usable id.`)
    const wallet = (await readLiteral(join(walletsDir, id, 'index.js'), 'wallet')) as ThirdwebWallet
    if (wallet?.id !== id) throw new Error(`${id}/index.js does not describe wallet "${id}".`)
    const logo = decodeLogo(await readDataUri(join(walletsDir, id, 'image.js')))
    let image: string | null = null
    if (logo) {
      image = `/wallets/img/${id}.${logo.ext}`
      files.set(`img/${id}.${logo.ext}`, logo.bytes)
    }
    const parsed = registryWalletSchema.safeParse(toRegistryWallet(wallet, image))
    if (!parsed.success) {
      throw new Error(`Wallet "${id}" is not a valid registry entry: ${parsed.error.message}`)
    }
    wallets.push(parsed.data)
  }
  await addOwnWallets(wallets, files, own)
  const walletConnect = decodeSvg(
    await readDataUri(join(packageDir, 'dist/esm/wallets/custom/walletConnect/image.js')),
  )
  if (!walletConnect) throw new Error("The package's WalletConnect logo is missing or unsafe.")
  files.set('img/walletconnect.svg', walletConnect)
  for (const [path, text] of Object.entries(registryFiles(wallets))) {
    files.set(path, new TextEncoder().encode(text))
  }
  return { wallets, files }
}

/** Adds {@link OwnRegistry}'s connector ids and wallets (with their logo files) to the package's. */
async function addOwnWallets(
  wallets: RegistryWallet[],
  files: Map<string, Uint8Array>,
  own: OwnRegistry,
): Promise<void> {
  for (const [id, connectorIds] of Object.entries(own.connectorIds)) {
    const wallet = wallets.find((each) => each.id === id)
    if (!wallet) throw new Error(`Our connector ids name "${id}", which the package no longer has.`)
    wallet.connectorIds = [...connectorIds]
  }
  for (const { logo, ...entry } of own.wallets) {
    if (!ID_PATTERN.test(entry.id)) throw new Error(`Our wallet "${entry.id}" is not a usable id.`)
    if (wallets.some((wallet) => wallet.id === entry.id)) {
      throw new Error(`The package now lists "${entry.id}": remove our own entry for it.`)
    }
    let image: string | null = null
    if (logo) {
      const type = Object.keys(LOGO_TYPES).find((key) => logo.endsWith(`.${LOGO_TYPES[key]?.ext}`))
      const path = join(OWN_LOGOS_DIR, logo)
      const bytes = type && existsSync(path) ? await readFile(path) : undefined
      const decoded = decodeLogo(bytes && `data:${type};base64,${bytes.toString('base64')}`)
      if (!decoded) throw new Error(`The logo ${logo} of our wallet "${entry.id}" is not usable.`)
      image = `/wallets/img/${entry.id}.${decoded.ext}`
      files.set(`img/${entry.id}.${decoded.ext}`, decoded.bytes)
    }
    const parsed = registryWalletSchema.safeParse({ ...entry, image })
    if (!parsed.success) {
      throw new Error(
        `Our wallet "${entry.id}" is not a valid registry entry: ${parsed.error.message}`,
      )
    }
    wallets.push(parsed.data)
  }
}

/** The popular wallets, then the package's order, then the rest by id; only ids that exist. */
async function orderIds(packageDir: string, ids: readonly string[]): Promise<string[]> {
  const infos = join(packageDir, 'dist/esm/wallets/__generated__/wallet-infos.js')
  const listed = existsSync(infos)
    ? ((await readLiteral(infos, 'ALL_MINIMAL_WALLET_INFOS')) as { id: string }[])
    : []
  const present = new Set(ids)
  const ordered = new Set<string>()
  for (const id of [...POPULAR_WALLET_IDS, ...listed.map((info) => info.id), ...[...ids].sort()]) {
    if (present.has(id)) ordered.add(id)
  }
  return [...ordered]
}

/**
 * The value of `const <name> = <literal>` in a generated file, read with the TypeScript parser,
 * not run: only strings, numbers, booleans, null, arrays and plain objects are accepted.
 *
 * @throws {Error} When the file has no such declaration or its value is not a plain literal.
 */
async function readLiteral(path: string, name: string): Promise<unknown> {
  const source = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest)
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        if (declaration.initializer) return literalValue(declaration.initializer, path)
      }
    }
  }
  throw new Error(`${path} declares no "${name}".`)
}

function literalValue(node: ts.Expression, path: string): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (node.kind === ts.SyntaxKind.NullKeyword) return null
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literalValue(e, path))
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = Object.create(null)
    for (const property of node.properties) {
      if (
        !ts.isPropertyAssignment(property) ||
        !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ) {
        break
      }
      value[property.name.text] = literalValue(property.initializer, path)
    }
    if (Object.keys(value).length === node.properties.length) return value
  }
  throw new Error(`${path}: a value that is not a plain literal at ${node.pos}.`)
}

/**
 * The data URI an `image.js` exports (`const image = "data:…"; export default image;`), read as
 * text: the logos are most of the package's wallet data, and reading them needs no module loading.
 */
async function readDataUri(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return undefined
  return /^const image = "(data:[^"]+)";$/m.exec(await readFile(path, 'utf8'))?.[1]
}

/**
 * A raster logo from its data URI, when its type is one of {@link LOGO_TYPES}, its bytes start as
 * that type's do, and it is at most 256 KB; else undefined.
 */
export function decodeLogo(
  dataUri: string | undefined,
): { ext: string; bytes: Uint8Array } | undefined {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUri ?? '')
  const type = match ? LOGO_TYPES[match[1] as string] : undefined
  if (!match || !type) return undefined
  const bytes = new Uint8Array(Buffer.from(match[2] as string, 'base64'))
  if (bytes.length === 0 || bytes.length > MAX_LOGO_BYTES || !type.magic(bytes)) return undefined
  return { ext: type.ext, bytes }
}

/** An SVG from its data URI, when it has no script, event handler, foreign content or outside reference. */
function decodeSvg(dataUri: string | undefined): Uint8Array | undefined {
  const match = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)$/.exec(dataUri ?? '')
  if (!match) return undefined
  const text = Buffer.from(match[1] as string, 'base64').toString('utf8')
  const unsafe =
    /<script|<foreignObject|\son[a-z]+\s*=|href\s*=\s*["'](?!#)|url\(\s*['"]?(?!#)/i.test(text)
  return text.trimStart().startsWith('<svg') && !unsafe ? new TextEncoder().encode(text) : undefined
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}
