import { useAtomValue, useStore } from 'jotai/react'
import { useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { refreshWhenConfirmed } from '../../app/sendChain.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../../state/chain.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { isEvmAddress, isSolanaAddress } from '../../state/validation/addresses.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * Pay: a payment the host requested (amount, token symbol and recipient in the view data), paid
 * through the same wallet path as Send (`callWallet` `send`): the token must be the network's
 * native coin or one of its configured tokens (ERC20 or SPL), the recipient an address of
 * the namespace. "Confirm in your wallet" while the wallet asks, then the transaction hash (the
 * balances are read again).
 * Off unless the `pay` feature is on (spec §9 default off): then it says the project has not
 * enabled Pay.
 */
export function Pay() {
  const store = useStore()
  const features = useAtomValue(effectiveFeaturesAtom)
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const data = useAtomValue(viewDataAtom)
  const [hash, setHash] = useState<string | undefined>(undefined)
  const pay = useAction(
    async (transfer: Extract<Parameters<typeof callWallet>[1], { kind: 'send' }>['transfer']) => {
      const id = await callWallet(store, { kind: 'send', transfer })
      setHash(id)
      // Read before the transaction is confirmed, the balances would still be the old ones.
      if (id !== undefined && network) void refreshWhenConfirmed(store, network, id)
    },
  )
  if (!features.pay) return <Notice title="This project has not enabled Pay." />
  if (!account.address || !namespace || !network) return <NoAccount />
  const amount =
    typeof data?.amount === 'string' || typeof data?.amount === 'number'
      ? String(data.amount)
      : undefined
  const symbol = typeof data?.token === 'string' ? data.token : undefined
  const recipient = typeof data?.recipient === 'string' ? data.recipient : undefined
  if (!amount || !symbol || !recipient) {
    return (
      <Notice tone="error" title="The payment request is incomplete">
        It needs an amount, a token and a recipient.
      </Notice>
    )
  }
  const native =
    symbol === network.nativeCurrency.symbol
      ? { symbol, decimals: network.nativeCurrency.decimals, address: undefined }
      : undefined
  const configured = network.tokens?.find((token) => token.symbol === symbol)
  const token =
    native ??
    (configured
      ? { symbol, decimals: configured.decimals, address: configured.address }
      : undefined)
  const validRecipient =
    namespace === 'solana' ? isSolanaAddress(recipient) : isEvmAddress(recipient)
  const validAmount = /^\d*\.?\d+$/.test(amount) && Number(amount) > 0
  const problem = !token
    ? `${symbol} cannot be paid on ${network.name}`
    : !validRecipient
      ? 'The recipient is not a valid address'
      : !validAmount
        ? 'The amount is not valid'
        : undefined
  return (
    <div className="al-stack">
      <dl className="al-fields" aria-label="Payment">
        <div className="al-field-row">
          <dt>Amount</dt>
          <dd>
            {amount} {symbol}
          </dd>
        </div>
        <div className="al-field-row">
          <dt>To</dt>
          <dd>{recipient}</dd>
        </div>
      </dl>
      {problem ? <Notice tone="error" title={problem} /> : null}
      {pay.error ? <Notice tone="error" title={pay.error} /> : null}
      {hash ? (
        <Notice title={`Paid ${amount} ${symbol}`}>
          <p className="al-address">{hash}</p>
        </Notice>
      ) : pay.pending ? (
        <Spinner label="Confirm in your wallet" />
      ) : token && !problem ? (
        <button
          type="button"
          className="al-button al-button-primary"
          onClick={() => pay.run({ to: recipient, amount, token })}
        >
          Pay
        </button>
      ) : null}
    </div>
  )
}
