import type { Transaction } from '@scure/btc-signer'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { DemoSession } from './createDemoSession.ts'
import { decodeMessageText } from './decodeMessageText.ts'
import { loadOnFirstUse } from './loadOnFirstUse.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** Parameters of {@link createDemoBitcoinWallet}. */
export type CreateDemoBitcoinWalletParameters = {
  name: string
  icon: Wallet['icon']
  /** The key, 32 bytes hex; the session's address must be its P2WPKH address. */
  privateKey: string
  /** Its compressed public key, hex. */
  publicKey: string
  /** Wallet-standard chain ids, for example `['bitcoin:testnet']`. */
  chains: readonly IdentifierString[]
  session: DemoSession
}

const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/**
 * Creates the bitcoin demo wallet: a wallet-standard wallet with `bitcoin:connect`,
 * `bitcoin:signMessage` (BIP-322 simple signatures of its P2WPKH testnet address, the witness
 * bytes), `bitcoin:signTransaction` (`{ psbt, inputsToSign }`: signs those inputs with SIGHASH_ALL,
 * not finalized) and `standard:events`, each behind the wallet's prompt. Errors are
 * ProviderRpcErrors: 4001 rejected, 4100 another account or not connected, -32602 bad input,
 * -32603 when its signing code fails to load.
 */
export function createDemoBitcoinWallet({
  name,
  icon,
  privateKey,
  publicKey,
  chains,
  session,
}: CreateDemoBitcoinWalletParameters): Wallet {
  const address = session.control.getStatus().account
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: fromHex(publicKey),
    chains: [...chains],
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const,
    label: 'Demo account (development key)',
  })
  const key = fromHex(privateKey)
  // Loaded with the first request to sign: @scure/btc-signer and its curves were a large part of
  // the code every page showing the demo wallets parsed and ran at load.
  const signing = loadOnFirstUse(() =>
    Promise.all([
      import('@scure/btc-signer'),
      import('../bip322/bip322.ts'),
      import('@scure/base'),
    ]),
  )
  return {
    version: '1.0.0',
    name,
    icon,
    chains: [...chains],
    get accounts() {
      return session.isConnected() ? [account] : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect() {
          await session.connect()
          return { accounts: [account] }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: Array<{ account: WalletAccount; message: Uint8Array }>) {
          const [, { signBip322 }, { base64 }] = await signing()
          const outputs = []
          for (const { account: signer, message } of inputs) {
            const text = decodeMessageText(message)
            await session.approve({
              title: 'Sign a message',
              method: 'bitcoin:signMessage',
              account: signer?.address,
              details: [{ label: 'Message', value: text, kind: 'code' }],
            })
            const signature = signBip322(key, address, new TextDecoder().decode(message))
            outputs.push({ signedMessage: message, signature: base64.decode(signature) })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: Array<{
            psbt: Uint8Array
            inputsToSign: Array<{ account: WalletAccount; signingIndexes: number[] }>
          }>
        ) {
          const [btc] = await signing()
          const outputs = []
          for (const { psbt, inputsToSign } of inputs) {
            let transaction: Transaction
            try {
              transaction = btc.Transaction.fromPSBT(psbt)
            } catch (error) {
              throw new ProviderRpcError(
                ProviderErrorCode.INVALID_PARAMS,
                `Not a PSBT: ${error instanceof Error ? error.message : String(error)}`,
              )
            }
            const indexes = inputsToSign.flatMap(({ signingIndexes }) => signingIndexes)
            await session.approve({
              title: 'Sign a transaction',
              method: 'bitcoin:signTransaction',
              account: inputsToSign.every((input) => input.account?.address === address)
                ? address
                : inputsToSign.find((input) => input.account?.address !== address)?.account
                    ?.address,
              details: [
                { label: 'Inputs', value: indexes.join(', ') },
                {
                  label: 'Outputs',
                  value: Array.from(
                    { length: transaction.outputsLength },
                    (_, index) => `${transaction.getOutput(index).amount ?? 0n} sat`,
                  ).join(', '),
                },
              ],
            })
            for (const index of indexes) transaction.signIdx(key, index)
            outputs.push({ signedPsbt: transaction.toPSBT() })
          }
          return outputs
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: WalletAccount[] }) => void) {
          return session.onChange(() =>
            listener({ accounts: session.isConnected() ? [account] : [] }),
          )
        },
      },
    },
  }
}
