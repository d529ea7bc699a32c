import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import {
  activeAccountAtom,
  activeNamespaceAtom,
  activeNetworkAtom,
  assertSendRequirements,
  formatBalance,
  isEvmAddress,
  isSolanaAddress,
} from '../../state/index.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * Send: token (the account's balances, else the network's native currency), amount and receiver,
 * checked with the rules and messages of spec §5 and §8 ('An amount and receiver address are
 * required', 'A token is required', 'Unsupported chain') and the address format of the
 * namespace; sending goes to the wallet through `callWallet`.
 *
 * @example
 * ```tsx
 * <Send />
 * ```
 */
export function Send() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const [token, setToken] = useState('')
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const ids = { token: useId(), amount: useId(), receiver: useId() }
  const send = useAction(() => callWallet(store, { kind: 'sendTransaction', purpose: 'send' }))
  if (!account.address || !namespace) return <NoAccount />
  const tokens =
    account.tokenBalance.length > 0
      ? account.tokenBalance.map((balance) => ({
          id: balance.address ?? 'native',
          label: `${balance.symbol} (${formatBalance(balance.quantity.numeric)})`,
        }))
      : network
        ? [{ id: 'native', label: network.nativeCurrency.symbol }]
        : []
  const submit = (event: FormEvent) => {
    event.preventDefault()
    try {
      assertSendRequirements({
        token: token || undefined,
        sendTokenAmount: amount,
        receiverAddress: receiver,
        namespace,
      })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      return
    }
    const valid = namespace === 'solana' ? isSolanaAddress(receiver) : isEvmAddress(receiver)
    if (!valid) {
      setProblem(`Enter a valid ${namespace === 'solana' ? 'Solana' : 'EVM'} address`)
      return
    }
    setProblem(undefined)
    void send.run()
  }
  const error = problem ?? send.error
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <label className="al-field" htmlFor={ids.token}>
        <span className="al-label">Token</span>
        <select
          id={ids.token}
          className="al-input"
          value={token}
          onChange={(event) => setToken(event.target.value)}
        >
          <option value="">Choose a token</option>
          {tokens.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="al-field" htmlFor={ids.amount}>
        <span className="al-label">Amount</span>
        <input
          id={ids.amount}
          className="al-input"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label className="al-field" htmlFor={ids.receiver}>
        <span className="al-label">To address</span>
        <input
          id={ids.receiver}
          className="al-input"
          autoComplete="off"
          spellCheck={false}
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
        />
      </label>
      {error ? <Notice tone="error" title={error} /> : null}
      <button type="submit" className="al-button al-button-primary" disabled={send.pending}>
        Send
      </button>
    </form>
  )
}
