import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getBase16Encoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Signature,
  signBytes,
  type Transaction,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount, WalletWithFeatures } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { createSitePermissions, type SitePermissions } from './createSitePermissions.ts'
import type { WalletPrompt, WalletPromptDetail } from './createWalletPrompt.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
import type { DemoWalletControl } from './DemoWalletControl.ts'
import { decodeMessageText } from './decodeMessageText.ts'
import { describeSolanaTransaction } from './describeSolanaTransaction.ts'
import { openWalletStorage } from './openWalletStorage.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** The features the Solana demo wallet implements. */
type DemoSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A wallet-standard wallet with {@link DemoSolanaWalletFeatures}. */
export type DemoSolanaWallet = WalletWithFeatures<DemoSolanaWalletFeatures>

/** Parameters of {@link createDemoSolanaWallet}. */
export type CreateDemoSolanaWalletParameters = {
  /** The wallet's name. */
  name: string
  /** 64-byte secret key as hex (seed then public key), as in `DEMO_SOLANA_ACCOUNTS`. */
  secretKey: string
  /** Wallet-standard chain ids it serves, for example `['solana:localnet', 'solana:J8gm…']`. */
  chains: readonly [IdentifierString, ...IdentifierString[]]
  /** Name of the network shown in prompts. */
  networkName: string
  /** HTTP JSON-RPC URL that `signAndSendTransaction` sends to. */
  rpcUrl: string
  /** The wallet's approve / reject dialog. */
  prompt: WalletPrompt
  /** How long `signAndSendTransaction` waits for a requested commitment. Defaults to 30 000 ms. */
  confirmTimeoutMs?: number
  /**
   * Where the wallet remembers that the page's site was granted the account, so that after a
   * page reload `standard:connect` with `{ silent: true }` answers it without a prompt (as
   * Phantom does for a trusted site). Left out: in memory, forgotten on reload.
   */
  permissions?: SitePermissions
}

/** What {@link createDemoSolanaWallet} returns. */
export type CreateDemoSolanaWalletReturnType = {
  /** The wallet, ready for `registerWallet`. */
  wallet: DemoSolanaWallet
  /** Status and revoke, for the wallet's own UI. */
  control: DemoWalletControl
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const
const invalid = (message: string) => new ProviderRpcError(ProviderErrorCode.INVALID_PARAMS, message)

function causeMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Creates the Solana demo wallet: a wallet-standard wallet holding one development key, with
 * `standard:connect` (prompt; `silent` never prompts), `standard:disconnect`, `standard:events`,
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` (each
 * behind a prompt; the last sends to `rpcUrl` and, when asked, waits for the commitment). The
 * connection is remembered per site through `permissions` until `standard:disconnect` or the
 * wallet's own Disconnect, so it survives a page reload.
 * Errors are {@link ProviderRpcError}s with the EIP-1193 numbers Solana wallets also use:
 * 4001 rejected, 4100 not connected, -32002 a prompt is already open, -32602 bad input.
 */
export function createDemoSolanaWallet({
  name,
  secretKey,
  chains,
  networkName,
  rpcUrl,
  prompt,
  confirmTimeoutMs = 30_000,
  permissions = createSitePermissions({
    walletId: name,
    origin: '',
    storage: openWalletStorage(() => undefined),
  }),
}: CreateDemoSolanaWalletParameters): CreateDemoSolanaWalletReturnType {
  const secretBytes = getBase16Encoder().encode(secretKey)
  if (secretBytes.length !== 64) throw new Error('The Solana secret key must be 64 bytes of hex.')
  const publicKey = secretBytes.slice(32)
  const address = getBase58Decoder().decode(publicKey)
  const account: WalletAccount = Object.freeze({
    address,
    publicKey,
    chains: [...chains],
    features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const,
    label: 'Demo account (development key)',
    icon: DEMO_WALLET_ICONS.solana,
  })
  let keyPair: Promise<CryptoKeyPair> | undefined
  const getKeyPair = () => {
    keyPair ??= createKeyPairFromBytes(secretBytes)
    return keyPair
  }
  const rpc = createSolanaRpc(rpcUrl)
  // A site granted the account before (an earlier page load) is still connected, without a prompt.
  let connected = permissions.read().includes(address)
  const changeListeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  const watchers = new Set<() => void>()

  function setConnected(next: boolean): void {
    if (next) permissions.grant([address])
    else permissions.revoke()
    if (connected === next) return
    connected = next
    const properties = { accounts: connected ? [account] : [] }
    for (const listener of [...changeListeners]) {
      try {
        listener(properties)
      } catch (error) {
        console.error(`${name}: a "change" listener threw`, error)
      }
    }
    for (const watcher of [...watchers]) watcher()
  }

  async function confirm(
    method: string,
    title: string,
    details: WalletPromptDetail[],
  ): Promise<void> {
    const approved = await prompt.ask({
      method,
      title,
      details: [...details, { label: 'Network', value: networkName }],
    })
    if (!approved) {
      throw new ProviderRpcError(ProviderErrorCode.USER_REJECTED, 'The user rejected the request.')
    }
  }

  function assertAccount(input: { account?: WalletAccount }): void {
    if (!connected) {
      throw new ProviderRpcError(
        ProviderErrorCode.UNAUTHORIZED,
        'This site is not connected to the wallet. Call standard:connect first.',
      )
    }
    if (input.account?.address !== address) {
      throw new ProviderRpcError(
        ProviderErrorCode.UNAUTHORIZED,
        `The wallet does not hold account ${String(input.account?.address)}.`,
      )
    }
  }

  function assertChain(chain: IdentifierString | undefined): void {
    if (chain !== undefined && !chains.includes(chain)) {
      throw invalid(`${name} only serves ${chains.join(', ')}, not ${chain}.`)
    }
  }

  /** Checks and decodes every transaction, asks once for all of them, then signs them. */
  async function signAll(
    inputs: readonly SolanaSignTransactionInput[],
    method: string,
    title: string,
  ): Promise<Transaction[]> {
    const transactions = inputs.map((input) => {
      assertAccount(input)
      assertChain(input.chain)
      let transaction: Transaction
      try {
        transaction = getTransactionDecoder().decode(input.transaction)
      } catch (error) {
        throw invalid(`The transaction could not be decoded: ${causeMessage(error)}`)
      }
      if (!(address in transaction.signatures)) {
        throw invalid(`The transaction does not ask ${address} to sign it.`)
      }
      return transaction
    })
    const details = transactions.flatMap((transaction, index) => {
      const { version, details: lines } = describeSolanaTransaction(transaction)
      if (version === 1) throw invalid('Version 1 transactions are not supported.')
      const prefix = transactions.length > 1 ? `Transaction ${index + 1}: ` : ''
      return lines.map((line) => ({ ...line, label: prefix + line.label }))
    })
    await confirm(method, title, details)
    const pair = await getKeyPair()
    return Promise.all(
      transactions.map((transaction) => partiallySignTransaction([pair], transaction)),
    )
  }

  async function waitForCommitment(
    signature: Signature,
    commitment: (typeof COMMITMENTS)[number],
  ): Promise<void> {
    const wanted = COMMITMENTS.indexOf(commitment)
    const deadline = Date.now() + confirmTimeoutMs
    while (Date.now() < deadline) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err) {
        throw new ProviderRpcError(
          ProviderErrorCode.INTERNAL,
          'The transaction failed.',
          status.err,
        )
      }
      const reached = status?.confirmationStatus
      if (reached && COMMITMENTS.indexOf(reached) >= wanted) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new ProviderRpcError(
      ProviderErrorCode.INTERNAL,
      `The transaction was sent but did not reach "${commitment}" within ${confirmTimeoutMs} ms.`,
    )
  }

  async function sendOne(
    transaction: Transaction,
    input: SolanaSignAndSendTransactionInput,
  ): Promise<{ signature: Uint8Array }> {
    const options = input.options ?? {}
    let signature: Signature
    try {
      signature = await rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), {
          encoding: 'base64',
          ...(options.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
          ...(options.preflightCommitment && { preflightCommitment: options.preflightCommitment }),
          ...(options.maxRetries !== undefined && { maxRetries: BigInt(options.maxRetries) }),
          ...(options.minContextSlot !== undefined && {
            minContextSlot: BigInt(options.minContextSlot),
          }),
        })
        .send()
    } catch (error) {
      throw new ProviderRpcError(
        ProviderErrorCode.INTERNAL,
        `The transaction could not be sent: ${causeMessage(error)}`,
        { cause: causeMessage(error) },
      )
    }
    if (options.commitment) await waitForCommitment(signature, options.commitment)
    const first = Object.values(transaction.signatures)[0]
    return { signature: new Uint8Array(first ?? []) }
  }

  const features: DemoSolanaWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (!connected && !input?.silent) {
          await confirm(StandardConnect, 'Connect to this site', [
            { label: 'Account', value: address, kind: 'code' },
          ])
          setConnected(true)
        }
        return { accounts: connected ? [account] : [] }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        setConnected(false)
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        for (const input of inputs) assertAccount(input)
        if (inputs.length === 0) return []
        await confirm(
          SolanaSignMessage,
          'Sign a message',
          inputs.map((input, index) => ({
            label: inputs.length > 1 ? `Message ${index + 1}` : 'Message',
            value: decodeMessageText(input.message),
            kind: 'code',
          })),
        )
        const { privateKey } = await getKeyPair()
        return Promise.all(
          inputs.map(async (input) => ({
            signedMessage: input.message,
            signature: new Uint8Array(await signBytes(privateKey, input.message)),
            signatureType: 'ed25519' as const,
          })),
        )
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        if (inputs.length === 0) return []
        const signed = await signAll(
          inputs,
          SolanaSignTransaction,
          inputs.length > 1 ? `Sign ${inputs.length} transactions` : 'Sign a transaction',
        )
        const encoder = getTransactionEncoder()
        return signed.map((transaction) => ({
          signedTransaction: new Uint8Array(encoder.encode(transaction)),
        }))
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        if (inputs.length === 0) return []
        for (const input of inputs) {
          if (typeof input.chain !== 'string')
            throw invalid('signAndSendTransaction needs a chain.')
        }
        const signed = await signAll(
          inputs,
          SolanaSignAndSendTransaction,
          inputs.length > 1
            ? `Sign and send ${inputs.length} transactions`
            : 'Sign and send a transaction',
        )
        const outputs = []
        // In order: a later transaction may depend on an earlier one.
        for (const [index, transaction] of signed.entries()) {
          const input = inputs[index] as SolanaSignAndSendTransactionInput
          outputs.push(await sendOne(transaction, input))
        }
        return outputs
      },
    },
  }

  const wallet: DemoSolanaWallet = {
    version: '1.0.0',
    name,
    icon: DEMO_WALLET_ICONS.solana,
    chains: [...chains],
    features,
    get accounts() {
      return connected ? [account] : []
    },
  }

  const control: DemoWalletControl = {
    name,
    getStatus: () => ({ connected, account: address, network: networkName }),
    subscribe(watcher) {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
    revoke: () => setConnected(false),
  }

  return { wallet, control }
}
