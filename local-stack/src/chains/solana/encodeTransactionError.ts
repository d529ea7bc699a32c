import type { FailedTransactionMetadata } from 'litesvm'

// Variant names in the order of litesvm's TransactionErrorFieldless / InstructionErrorFieldless.
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

// The Display text of the errors a wallet user meets most, as the validator words them.
const transactionErrorText: Record<string, string> = {
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
}
const instructionErrorText: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidInstructionData: 'invalid instruction data',
  MissingRequiredSignature: 'missing required signature for instruction',
}

/** A transaction error in the JSON of the Solana RPC, with the validator's message for it. */
export type EncodedTransactionError = {
  /** As in `meta.err` or an RPC error's `data.err`: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }` … */
  json: unknown
  /** Human text, as after "Transaction simulation failed: ". */
  message: string
}

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

/**
 * Turns a litesvm transaction error into the JSON the Solana RPC uses for `TransactionError`
 * (the serde form: unit variants as strings, others as one-key objects).
 */
export function encodeTransactionError(error: LiteSvmError | string): EncodedTransactionError {
  if (typeof error === 'string') {
    return { json: error, message: transactionErrorText[error] ?? error }
  }
  if (typeof error === 'number') {
    const name = transactionErrorNames[error] ?? `UnknownError${error}`
    return { json: name, message: transactionErrorText[name] ?? name }
  }
  const kind = error.constructor.name
  if (kind === 'TransactionErrorInstructionError' && 'err' in error) {
    const inner = error.err()
    let json: unknown
    let text: string
    if (typeof inner === 'number') {
      const name = instructionErrorNames[inner] ?? `UnknownError${inner}`
      json = name
      text = instructionErrorText[name] ?? name
    } else if ('code' in inner) {
      json = { Custom: inner.code }
      text = `custom program error: 0x${inner.code.toString(16)}`
    } else {
      json = { BorshIoError: inner.msg }
      text = `Failed to serialize or deserialize account data: ${inner.msg}`
    }
    return {
      json: { InstructionError: [error.index, json] },
      message: `Error processing Instruction ${error.index}: ${text}`,
    }
  }
  if ('index' in error) {
    return {
      json: { DuplicateInstruction: error.index },
      message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  }
  if (kind === 'TransactionErrorInsufficientFundsForRent') {
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      message: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  }
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
    message: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
  }
}
