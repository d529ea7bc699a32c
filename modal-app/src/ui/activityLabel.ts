const OPERATIONS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  execute: 'Contract call',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Swapped',
  deposit: 'Deposited',
  withdraw: 'Withdrawn',
}

/**
 * What an Activity row says a transaction was, in words a person uses: "Sent", "Received",
 * "Contract call"…, and its status only when it is not the usual "confirmed" ("Sent · Failed").
 * An operation or status the list does not know is shown capitalised, as it came.
 */
export function activityLabel(operationType: string, status: string): string {
  const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  const operation = Object.hasOwn(OPERATIONS, operationType)
    ? (OPERATIONS[operationType] as string)
    : capitalised(operationType)
  return status === 'confirmed' ? operation : `${operation} · ${capitalised(status)}`
}
