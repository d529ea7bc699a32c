import type { AccountNft } from '@airlock/shared-protocol/projectApi'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createClient,
  erc721Abi,
  getAddress,
  type Hex,
  http,
  isAddressEqual,
  pad,
  toEventSelector,
} from 'viem'
import { readContract } from 'viem/actions'
import { chainRpcError } from './chainRpcError.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** Reads an account's ERC-721 tokens on one network (see {@link createNftReader}). */
export type NftReader = {
  /**
   * The tokens `address` holds now, the most recently received first.
   * @throws ApiError 502 `CHAIN_UNREACHABLE` / `CHAIN_ERROR` when the RPC fails.
   */
  nfts(address: Address): Promise<AccountNft[]>
}

/** Options of {@link createNftReader}. */
export type NftReaderOptions = {
  /** Fetches a token's metadata (`tokenURI`); `globalThis.fetch` by default. */
  fetch?: typeof fetch | undefined
  /**
   * How long a token's metadata may take before the token is listed without it.
   * @default 3000
   */
  metadataTimeoutMs?: number | undefined
}

/** `Transfer(address,address,uint256)`: ERC-20 and ERC-721 share it; ERC-721 indexes all three. */
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
/** Tokens listed at most, as the answer's schema allows. */
const MAX_NFTS = 500
/** Metadata larger than this is not read. */
const MAX_METADATA_BYTES = 64 * 1024

type Candidate = { contract: Address; tokenId: bigint }

/**
 * Reads NFTs straight from one EVM network's RPC, for chains without an NFT indexer (anvil):
 * the `Transfer` logs with four topics (ERC-721's, where the token id is indexed; ERC-20's have
 * three) that sent a token to the account, then `ownerOf` of each to keep those it still holds,
 * then each token's `tokenURI` and its collection's `name` and `symbol`, and the metadata the URI
 * points at (http(s) or a `data:application/json` URI). Nothing is cached, so a transfer shows at
 * the next request. A token whose metadata cannot be read is listed with its collection's name
 * and id and no image; one whose `ownerOf` reverts (burnt) is left out.
 */
export function createNftReader(
  network: ReferenceApiNetwork,
  options: NftReaderOptions = {},
): NftReader {
  const client = createClient({ transport: http(network.rpcUrl, { batch: true, retryCount: 0 }) })
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args))
  const timeoutMs = options.metadataTimeoutMs ?? 3000
  const fail = (call: string) => (error: unknown) => {
    throw chainRpcError(network, error, 'NFTs', call)
  }
  /** A view call that may revert (not an ERC-721, a burnt token): `undefined` then. */
  const read = async <T>(call: Promise<T>, name: string): Promise<T | undefined> => {
    try {
      return await call
    } catch (error) {
      if (
        error instanceof BaseError &&
        error.walk((e) => e instanceof ContractFunctionRevertedError)
      ) {
        return undefined
      }
      return fail(name)(error)
    }
  }

  const metadata = async (uri: string) => {
    // http(s) and data: URIs only: nothing on this machine's disk, no other scheme.
    if (!/^(https?:\/\/|data:application\/json[;,])/.test(uri)) return undefined
    try {
      const response = await doFetch(uri, { signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) return undefined
      const text = await response.text()
      if (text.length > MAX_METADATA_BYTES) return undefined
      const json: unknown = JSON.parse(text)
      if (typeof json !== 'object' || json === null) return undefined
      const { name, description, image } = json as Record<string, unknown>
      return {
        name: typeof name === 'string' ? name.slice(0, 256) : undefined,
        description: typeof description === 'string' ? description.slice(0, 2048) : '',
        // What the modal shows: http(s) pictures, or on-chain art as a data: picture.
        image:
          typeof image === 'string' &&
          image.length <= 65_536 &&
          /^(https?:\/\/|data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,])/.test(image)
            ? image
            : '',
      }
    } catch {
      // Unreachable, slow or not JSON: the token is still the account's, shown without it.
      return undefined
    }
  }

  return {
    async nfts(address) {
      // Raw topics (viem's getLogs wants an event ABI, and the two standards' events differ only
      // in how many arguments are indexed): any contract's Transfer to the account.
      const logs = await client
        .request({
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: '0x0',
              toBlock: 'latest',
              topics: [TRANSFER, null, pad(address.toLowerCase() as Hex)],
            },
          ],
        })
        .catch(fail('eth_getLogs of Transfer'))
      const seen = new Set<string>()
      const candidates: Candidate[] = []
      // Newest first, each token once.
      for (const log of [...logs].reverse()) {
        const topics = log.topics
        const tokenTopic = topics[3]
        if (topics.length !== 4 || tokenTopic === undefined) continue
        const contract = getAddress(log.address)
        const tokenId = BigInt(tokenTopic)
        const key = `${contract}:${tokenId}`
        if (seen.has(key)) continue
        seen.add(key)
        candidates.push({ contract, tokenId })
      }
      const owners = await Promise.all(
        candidates.map(({ contract, tokenId }) =>
          read(
            readContract(client, {
              address: contract,
              abi: erc721Abi,
              functionName: 'ownerOf',
              args: [tokenId],
            }),
            `ownerOf(${tokenId}) of ${contract}`,
          ),
        ),
      )
      const held = candidates
        .filter((_, index) => {
          const owner = owners[index]
          return owner !== undefined && isAddressEqual(owner, address)
        })
        .slice(0, MAX_NFTS)
      const contracts = [...new Set(held.map(({ contract }) => contract))]
      const collections = new Map(
        await Promise.all(
          contracts.map(async (contract) => {
            const [name, symbol] = await Promise.all([
              read(
                readContract(client, { address: contract, abi: erc721Abi, functionName: 'name' }),
                `name() of ${contract}`,
              ),
              read(
                readContract(client, { address: contract, abi: erc721Abi, functionName: 'symbol' }),
                `symbol() of ${contract}`,
              ),
            ])
            return [
              contract,
              { address: contract, name: name ?? '', symbol: symbol ?? '' },
            ] as const
          }),
        ),
      )
      const uris = await Promise.all(
        held.map(({ contract, tokenId }) =>
          read(
            readContract(client, {
              address: contract,
              abi: erc721Abi,
              functionName: 'tokenURI',
              args: [tokenId],
            }),
            `tokenURI(${tokenId}) of ${contract}`,
          ),
        ),
      )
      return Promise.all(
        held.map(async ({ contract, tokenId }, index): Promise<AccountNft> => {
          const uri = uris[index]
          const read = uri ? await metadata(uri) : undefined
          const collection = collections.get(contract) ?? {
            address: contract,
            name: '',
            symbol: '',
          }
          return {
            chainId: network.caipNetworkId,
            tokenId: String(tokenId),
            name: read?.name ?? `${collection.name || collection.symbol || 'Token'} #${tokenId}`,
            description: read?.description ?? '',
            imageUrl: read?.image ?? '',
            collection,
          }
        }),
      )
    },
  }
}
