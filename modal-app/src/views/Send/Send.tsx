import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { refreshWhenConfirmed } from '../../app/sendChain.ts'
import { explorerUrl } from '../../chains/explorerUrl.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../../state/chain.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { resetSendDraft, sendDraftAtom, setSendDraft } from '../../state/send/sendDraft.ts'
import { type SendRequest, sendToken } from '../../state/send/sendToken.ts'
import { showSnackbar } from '../../state/snackbar.ts'
import { isEvmAddress, isSolanaAddress } from '../../state/validation/addresses.ts'
import { assertSendRequirements } from '../../state/validation/assertSendRequirements.ts'
import { formatBalance } from '../../state/validation/format.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useAction } from '../../ui/useAction.ts'
import { useBalances } from '../../ui/useBalances.ts'

/** The picker's key of a token: its address, or 'native'. */
const tokenId = (token: Pick<TokenBalance, 'address'>) => token.address ?? 'native'

/** `text` in the token's smallest unit, or undefined when it is not a plain decimal number. */
function toUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (!match || text.trim() === '' || text.trim() === '.') return undefined
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/**
 * Send: the token (the account's balances — the native coin, chosen to begin with, and the
 * network's configured tokens: ERC20 on EVM, SPL on Solana), the amount and the receiver, checked with the rules and messages of spec §5
 * and §8 ('An amount and receiver address are required', 'A token is required', 'Unsupported
 * chain'), the address format of the namespace, and the balance. Sending goes to the wallet
 * through the send area's `sendToken` (draft in `sendDraftAtom`, SEND_INITIATED / SEND_SUCCESS) and
 * `callWallet` (which names a network whose RPC does not answer before the wallet is asked):
 * "Confirm in your wallet" while it asks, then the transaction hash and the draft reset, and the
 * balances reloaded past their cache once the transaction is confirmed; after a token (ERC20) send it returns to Account
 * (spec §4). A decline shows 'Transaction declined'. When the host turned `send` off, the view says
 * so.
 */
export function Send() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  const link = useAtomValue(hostLinkAtom)
  const balances = useBalances().status
  const draft = useAtomValue(sendDraftAtom)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [cleared, setCleared] = useState(false)
  const [sent, setSent] = useState<{ hash: string; label: string } | undefined>(undefined)
  const ids = { token: useId(), amount: useId(), receiver: useId() }
  const send = useAction(async () => {
    let hash: string | undefined
    const { token, sendTokenAmount } = store.get(sendDraftAtom)
    const label = `${sendTokenAmount ?? ''} ${token?.symbol ?? ''}`
    const transfer = async (request: SendRequest) => {
      const id = await callWallet(store, {
        kind: 'send',
        transfer: {
          to: request.receiverAddress,
          amount: request.amount,
          token: {
            symbol: request.token.symbol,
            decimals: Number(request.token.quantity.decimals),
            address: request.token.address,
          },
        },
      })
      // Every send (native or token) reloads the balances once it is confirmed: read earlier, the
      // old amounts would be cached for 30 s.
      if (id !== undefined) void refreshWhenConfirmed(store, request.network, id)
      hash = id
      return id
    }
    // The reload is refreshWhenConfirmed's, above; one now would read (and cache) the old amounts.
    await sendToken(store, { send: transfer, refreshBalance: async () => {} })
    if (token?.address !== undefined && namespace !== 'solana') {
      // After an ERC20 send sendToken went back to Account (spec §4); the draft is done with too.
      // A Solana token send stays here with its receipt, as a SOL send does.
      resetSendDraft(store)
      showSnackbar(store, { message: `Sent ${label}`, variant: 'success' })
      return
    }
    setSent({ hash: hash ?? '', label })
  })
  if (!features.send) return <Notice title="This project has not enabled Send." />
  if (!account.address || !namespace) return <NoAccount />
  // Before the balances are read, the native coin can still be chosen (its balance unknown: '').
  const tokens: TokenBalance[] =
    account.tokenBalance.length > 0
      ? account.tokenBalance
      : network
        ? [
            {
              name: network.nativeCurrency.name,
              symbol: network.nativeCurrency.symbol,
              chainId: network.caipNetworkId,
              value: 0,
              price: 0,
              quantity: { decimals: String(network.nativeCurrency.decimals), numeric: '' },
              iconUrl: '',
            },
          ]
        : []
  // The native coin is chosen until the visitor picks another token or "Choose a token", as in
  // wallets; an explicit empty choice stays empty.
  const native = tokens.find((option) => option.address === undefined)
  const token = draft.token ? tokenId(draft.token) : native && !cleared ? tokenId(native) : ''
  const amount = draft.sendTokenAmount ?? ''
  const receiver = draft.receiverAddress ?? ''
  const chosen = tokens.find((option) => tokenId(option) === token)
  // An edit answers the form's complaint: it goes, and the next Send checks again.
  const edit = (patch: Parameters<typeof setSendDraft>[1]) => {
    setProblem(undefined)
    setSendDraft(store, patch)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(undefined)
    try {
      assertSendRequirements({
        token: chosen ? tokenId(chosen) : undefined,
        sendTokenAmount: amount,
        receiverAddress: receiver,
        namespace,
      })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      return
    }
    if (!chosen) return
    const valid = namespace === 'solana' ? isSolanaAddress(receiver) : isEvmAddress(receiver)
    if (!valid) {
      setProblem(`Enter a valid ${namespace === 'solana' ? 'Solana' : 'EVM'} address`)
      return
    }
    const decimals = Number(chosen.quantity.decimals)
    const units = toUnits(amount, decimals)
    if (units === undefined || units === 0n) {
      setProblem(`Enter an amount of ${chosen.symbol} greater than 0`)
      return
    }
    const held = chosen.quantity.numeric
    const available = held === '' ? undefined : toUnits(held, decimals)
    if (available !== undefined && units > available) {
      setProblem(`Not enough ${chosen.symbol}`)
      return
    }
    setProblem(undefined)
    const to = receiver.trim()
    setSendDraft(store, {
      token: chosen,
      sendTokenAmount: amount.trim(),
      receiverAddress: to.startsWith('0x') || namespace === 'solana' ? to : `0x${to}`,
    })
    void send.run()
  }
  const error = problem ?? send.error
  const receipt = sent ? explorerUrl(network, { transaction: sent.hash }) : undefined
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <fieldset className="al-fieldset" disabled={send.pending}>
        <label className="al-field" htmlFor={ids.token}>
          <span className="al-label">Token</span>
          <select
            id={ids.token}
            className="al-input"
            value={token}
            onChange={(event) => {
              setCleared(event.target.value === '')
              edit({ token: tokens.find((option) => tokenId(option) === event.target.value) })
            }}
          >
            <option value="">
              {balances === 'loading' ? 'Loading balances…' : 'Choose a token'}
            </option>
            {tokens.map((option) => (
              <option key={tokenId(option)} value={tokenId(option)}>
                {option.quantity.numeric === ''
                  ? option.symbol
                  : `${option.symbol} (${formatBalance(option.quantity.numeric)})`}
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
            autoComplete="off"
            value={amount}
            onChange={(event) => edit({ sendTokenAmount: event.target.value })}
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
            onChange={(event) => edit({ receiverAddress: event.target.value })}
          />
        </label>
        {error ? <Notice tone="error" title={error} /> : null}
        {sent ? (
          <Notice title={`Sent ${sent.label}`}>
            <p className="al-address" data-testid="send-hash">
              {sent.hash}
            </p>
            {receipt ? (
              <a
                className="al-button"
                href={receipt}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  if (!link) return
                  event.preventDefault()
                  void link.openUrl(receipt).catch(() => undefined)
                }}
              >
                View on explorer
              </a>
            ) : null}
          </Notice>
        ) : null}
        {send.pending ? (
          <Spinner label="Confirm in your wallet" />
        ) : (
          <button type="submit" className="al-button al-button-primary">
            Send
          </button>
        )}
      </fieldset>
    </form>
  )
}
