import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { address, createSolanaRpc, getBase58Decoder, getBase64Encoder } from '@solana/kit'
import { SOLANA_TOKEN_PROGRAMS } from '../chains/solanaPrograms.ts'
import { ERRORS } from '../state/errors/ERRORS.ts'
import { evmTransferTransaction } from './evmTransferTransaction.ts'
import { type SolanaLifetime, solanaTransferTransaction } from './solanaTransferTransaction.ts'
import type { Transfer } from './Transfer.ts'

/** What {@link sendTransfer} needs. */
export type SendTransferDeps = {
  /** Asks the sending account's wallet (the active connector of the transfer's namespace). */
  request: (method: string, params: unknown) => Promise<unknown>
  /** A recent blockhash of a solana network; read from its RPC by default. */
  getLifetime?: ((rpcUrl: string) => Promise<SolanaLifetime>) | undefined
  /**
   * The program that owns a Solana account (for a token, its mint), `undefined` when the account
   * does not exist; read from the network's RPC by default.
   */
  getOwner?: ((rpcUrl: string, account: string) => Promise<string | undefined>) | undefined
}

async function accountOwner(rpcUrl: string, account: string): Promise<string | undefined> {
  const { value } = await createSolanaRpc(rpcUrl)
    .getAccountInfo(address(account), { encoding: 'base64' })
    .send()
  return value?.owner
}

async function latestBlockhash(rpcUrl: string): Promise<SolanaLifetime> {
  const { value } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  return { blockhash: value.blockhash, lastValidBlockHeight: value.lastValidBlockHeight }
}

/**
 * Sends a transfer through the wallet and resolves the transaction's id: on eip155
 * `eth_sendTransaction` ({@link evmTransferTransaction}) and its hash; on solana
 * `solana:signAndSendTransaction` of a SOL or SPL token transfer ({@link solanaTransferTransaction},
 * base64 in, the base64 signature out; a token's mint must be owned by SPL Token or Token-2022) and the signature in base58, as explorers show it. Loaded lazily: the
 * chain libraries stay out of the first paint.
 *
 * @throws {AirlockError} `UNKNOWN_NETWORK` for another namespace or a solana network without an
 * RPC, `INVALID_PARAMS` for a Solana token whose mint is not a token mint, `INTERNAL` for a wallet answer that is not a transaction id; the wallet's errors unchanged.
 */
export async function sendTransfer(transfer: Transfer, deps: SendTransferDeps): Promise<string> {
  const { network } = transfer
  if (network.chainNamespace === 'eip155') {
    const hash = await deps.request('eth_sendTransaction', [evmTransferTransaction(transfer)])
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not return a transaction hash.')
    }
    return hash
  }
  if (network.chainNamespace === 'solana') {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) {
      throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, `No RPC is configured for ${network.name}.`)
    }
    const mint = transfer.token.address
    let tokenProgram: string | undefined
    if (mint !== undefined) {
      tokenProgram = await (deps.getOwner ?? accountOwner)(rpcUrl, mint)
      if (tokenProgram === undefined || !SOLANA_TOKEN_PROGRAMS.includes(tokenProgram)) {
        throw new AirlockError(
          ErrorCode.INVALID_PARAMS,
          `${transfer.token.symbol} (${mint}) is not a token mint on ${network.name}.`,
        )
      }
    }
    const lifetime = await (deps.getLifetime ?? latestBlockhash)(rpcUrl)
    const answer = await deps.request('solana:signAndSendTransaction', {
      address: transfer.from,
      transaction: await solanaTransferTransaction(transfer, lifetime, tokenProgram),
      chain: network.caipNetworkId,
    })
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string') {
      throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not return a signature.')
    }
    return getBase58Decoder().decode(getBase64Encoder().encode(signature))
  }
  throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, ERRORS.send.unsupportedChain)
}
