import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { Secp256k1Wallet } from '@cosmjs/amino'
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { signBip322 } from '../../src/bip322/bip322.ts'
import {
  encodeSignerPayload,
  type SignerPayload,
} from '../../src/wallets/createDemoPolkadotWallet.ts'
import { MOBILE_WALLET_KEYS } from './constants.ts'
import type { NamespaceRequest } from './decodeNamespaceRequest.ts'

/**
 * Answers a polkadot, bip122 or cosmos request with the wallet's development keys, in the shape
 * WalletConnect wallets answer them:
 *
 * - `polkadot_signMessage { address, message }`: sr25519 over `<Bytes>message</Bytes>` (hex
 *   message as bytes, else its text) → `{ signature }` (`0x` hex), as polkadot{.js} `signRaw`.
 * - `polkadot_signTransaction { address, transactionPayload }`: sr25519 over the extrinsic
 *   payload of the `SignerPayloadJSON` → `{ signature }` (type byte first), as `signPayload`.
 * - `signMessage { address, message }`: BIP-322 simple → `{ address, signature }` (base64).
 * - `signPsbt { psbt, signInputs: [{ address, index }] }`: signs those inputs → `{ psbt }`.
 * - `cosmos_signAmino` / `cosmos_signDirect { signerAddress, signDoc }` → `{ signed, signature }`
 *   (direct docs' bytes base64 across the wire); `cosmos_getAccounts` → `[{ address, algo, pubkey }]`.
 *
 * @throws {AirlockError} `INVALID_PARAMS` when the request names another account than the
 *   wallet's.
 */
export async function answerNamespaceRequest(request: NamespaceRequest): Promise<unknown> {
  const { params } = request
  const { polkadot, bitcoin, cosmos } = MOBILE_WALLET_KEYS
  switch (request.method) {
    case 'polkadot_signMessage': {
      own(request, params.address, polkadot.address)
      await cryptoWaitReady()
      const pair = new Keyring({ type: 'sr25519' }).addFromUri(polkadot.uri)
      const message = String(params.message)
      const bytes = /^0x([0-9a-fA-F]{2})*$/.test(message)
        ? u8aToU8a(message)
        : new TextEncoder().encode(message)
      return { signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) }
    }
    case 'polkadot_signTransaction': {
      const payload = params.transactionPayload as SignerPayload
      own(request, params.address, polkadot.address)
      own(request, payload.address, polkadot.address)
      await cryptoWaitReady()
      const pair = new Keyring({ type: 'sr25519' }).addFromUri(polkadot.uri)
      const bytes = await encodeSignerPayload(payload)
      // With the key type byte, as polkadot{.js} extensions answer signPayload.
      return { signature: u8aToHex(pair.sign(bytes, { withType: true })) }
    }
    case 'signMessage':
      own(request, params.address, bitcoin.address)
      return {
        address: bitcoin.address,
        signature: signBip322(fromHex(bitcoin.privateKey), bitcoin.address, String(params.message)),
      }
    case 'signPsbt': {
      const transaction = Transaction.fromPSBT(base64.decode(String(params.psbt)))
      for (const input of params.signInputs as Array<{ address?: string; index?: number }>) {
        own(request, input.address, bitcoin.address)
        transaction.signIdx(fromHex(bitcoin.privateKey), Number(input.index))
      }
      return { psbt: base64.encode(transaction.toPSBT()) }
    }
    case 'cosmos_getAccounts': {
      const [account] = await (
        await Secp256k1Wallet.fromKey(fromHex(cosmos.privateKey))
      ).getAccounts()
      return account
        ? [{ address: account.address, algo: account.algo, pubkey: toBase64(account.pubkey) }]
        : []
    }
    case 'cosmos_signAmino': {
      own(request, params.signerAddress, cosmos.address)
      const wallet = await Secp256k1Wallet.fromKey(fromHex(cosmos.privateKey))
      return wallet.signAmino(
        cosmos.address,
        params.signDoc as Parameters<typeof wallet.signAmino>[1],
      )
    }
    case 'cosmos_signDirect': {
      own(request, params.signerAddress, cosmos.address)
      const doc = params.signDoc as {
        bodyBytes: string
        authInfoBytes: string
        chainId: string
        accountNumber: string
      }
      const wallet = await DirectSecp256k1Wallet.fromKey(fromHex(cosmos.privateKey))
      const { signed, signature } = await wallet.signDirect(cosmos.address, {
        bodyBytes: fromBase64(doc.bodyBytes),
        authInfoBytes: fromBase64(doc.authInfoBytes),
        chainId: doc.chainId,
        accountNumber: BigInt(doc.accountNumber),
      })
      return {
        signed: {
          bodyBytes: toBase64(signed.bodyBytes),
          authInfoBytes: toBase64(signed.authInfoBytes),
          chainId: signed.chainId,
          accountNumber: signed.accountNumber.toString(),
        },
        signature,
      }
    }
  }
}

function own(request: NamespaceRequest, asked: unknown, address: string) {
  if (asked !== address) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, `Invalid params for ${request.method}`, {
      details: `${String(asked)} is not this wallet's account (${address})`,
    })
  }
}
