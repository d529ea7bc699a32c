// EVM signatures with viem's local account: the key is a parameter, never kept.
import { AirlockError, ErrorCode, type MethodParams } from '@airlock/shared-protocol'
import type { WalletFrameMethodSchemas } from '@airlock/shared-protocol/walletFrame'
import type { TransactionSerializable, TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type Hex = `0x${string}`
/** The transaction `evmSignTransaction` takes: quantities as hex, fully populated. */
export type EvmTransaction = MethodParams<
  WalletFrameMethodSchemas,
  'evmSignTransaction'
>['transaction']

/** personal_sign: the EIP-191 signature of the message bytes. */
export const signEvmMessage = (privateKey: Hex, message: Hex): Promise<Hex> =>
  privateKeyToAccount(privateKey).signMessage({ message: { raw: message } })

/** eth_signTypedData_v4; a malformed definition is `INVALID_PARAMS` with viem's reason. */
export async function signEvmTypedData(privateKey: Hex, typedData: unknown): Promise<Hex> {
  const definition = typedData as TypedDataDefinition
  if (typeof typedData !== 'object' || typedData === null || !('primaryType' in typedData)) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      'Typed data needs domain, types, primaryType and message.',
    )
  }
  try {
    return await privateKeyToAccount(privateKey).signTypedData(definition)
  } catch (error) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, 'The typed data is not valid EIP-712.', {
      details: error instanceof Error ? error.message.split('\n')[0] : undefined,
      cause: error,
    })
  }
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

/** The raw signed transaction: legacy (EIP-155) with `gasPrice`, else EIP-1559. */
export async function signEvmTransaction(privateKey: Hex, tx: EvmTransaction): Promise<Hex> {
  const common = {
    chainId: tx.chainId,
    nonce: tx.nonce,
    to: tx.to ?? null,
    value: big(tx.value),
    data: tx.data,
    gas: BigInt(tx.gas),
  }
  let transaction: TransactionSerializable
  if (tx.gasPrice !== undefined) {
    transaction = { ...common, type: 'legacy', gasPrice: BigInt(tx.gasPrice) }
  } else {
    if (tx.maxFeePerGas === undefined) {
      throw new AirlockError(
        ErrorCode.INVALID_PARAMS,
        'The transaction needs gasPrice or maxFeePerGas: the modal fills the fees.',
      )
    }
    transaction = {
      ...common,
      type: 'eip1559',
      maxFeePerGas: BigInt(tx.maxFeePerGas),
      maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) ?? 0n,
      accessList: tx.accessList,
    }
  }
  return privateKeyToAccount(privateKey).signTransaction(transaction)
}
