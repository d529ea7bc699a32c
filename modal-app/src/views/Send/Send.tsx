import type { Network } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import ArrowDown from 'lucide-react/icons/arrow-down'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ClipboardPaste from 'lucide-react/icons/clipboard-paste'
import ExternalLink from 'lucide-react/icons/external-link'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import {
  estimateNetworkFee,
  isRefusedByNetwork,
  type NetworkFee,
} from '../../app/estimateNetworkFee.ts'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { refreshWhenConfirmed, sendChainDepsAtom } from '../../app/sendChain.ts'
import { explorerUrl } from '../../chains/explorerUrl.ts'
import { RECIPIENT_NAME, resolveName } from '../../projectApi/resolveName.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../../state/chain.ts'
import { nameServiceFailure } from '../../state/names/nameErrorText.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { goBack } from '../../state/router/goBack.ts'
import { pushView } from '../../state/router/viewStack.ts'
import { resetSendDraft, sendDraftAtom, setSendDraft } from '../../state/send/sendDraft.ts'
import { type SendRequest, sendToken } from '../../state/send/sendToken.ts'
import { showSnackbar } from '../../state/snackbar.ts'
import { isEvmAddress } from '../../state/validation/addresses.ts'
import { formatBalance, formatUsd } from '../../state/validation/format.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { AmountInput } from '../../ui/AmountInput.tsx'
import { Chip } from '../../ui/Chip.tsx'
import { CryptoLogo, networkLogo, tokenLogo } from '../../ui/CryptoLogo.tsx'
import { shortAddress } from '../../ui/format.ts'
import { ListRow } from '../../ui/ListRow.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useAction } from '../../ui/useAction.ts'
import { useBalances } from '../../ui/useBalances.ts'
import './Send.css'
import {
  leavesTooLittleForFee,
  sendBlocker,
  sendFormGap,
  tokenContractRefusal,
} from './sendBlocker.ts'
import { SETTLE_MS, useRecipientKind } from './useRecipientKind.ts'

/** The picker's key of a token: its address, or 'native'. */
const tokenId = (token: Pick<TokenBalance, 'address'>) => token.address ?? 'native'

const logoOf = (token: Pick<TokenBalance, 'symbol' | 'iconUrl'>) =>
  token.iconUrl.startsWith('data:image/') ? token.iconUrl : tokenLogo(token.symbol)

/** `amount` of `token` in USD ("$12.34"), when the token has a price. */
function usdOf(token: TokenBalance | undefined, amount: string): string | undefined {
  const number = Number(amount)
  if (!token || token.price <= 0 || amount.trim() === '' || !Number.isFinite(number)) {
    return undefined
  }
  return `$${formatUsd(number * token.price)}`
}

/**
 * Whether Paste can read the clipboard here: the API exists (secure contexts only) and, where the
 * browser tells, the frame's permissions policy allows `clipboard-read`, which a host's iframe
 * must grant. Elsewhere Paste is not offered: the keyboard still pastes.
 */
function canReadClipboard(): boolean {
  if (typeof globalThis.navigator?.clipboard?.readText !== 'function') return false
  const policy: { allowsFeature?: (feature: string) => boolean } | undefined = Reflect.get(
    globalThis.document ?? {},
    'featurePolicy',
  )
  return typeof policy?.allowsFeature === 'function' ? policy.allowsFeature('clipboard-read') : true
}

/**
 * What the visitor is about to send, checked, with the recipient's address resolved, on the
 * network it was reviewed on.
 */
type Order = {
  token: TokenBalance
  amount: string
  to: string
  name: string | undefined
  network: Network
}

/** The receipt of a sent native (or Solana) transfer. */
type Receipt = Order & { hash: string; status: 'pending' | 'confirmed' | 'unconfirmed' }

const ICON = { size: 16, strokeWidth: 2.2, 'aria-hidden': true } as const

/** How long the review waits for the network fee before it says Unavailable. */
const FEE_TIMEOUT_MS = 8_000
/**
 * After an Unavailable fee the open review asks again after each of these waits (ms): an RPC back
 * from an outage shows its fee unasked, one still down is asked less and less often, then no more.
 */
const FEE_RETRY_MS = [3_000, 10_000, 30_000, 60_000] as const

/**
 * Send, in three steps. The form: the token (a picker listing the account's balances with their
 * logos, balances and USD values: the native coin, chosen to begin with, and the network's
 * configured tokens, ERC20 on EVM and SPL on Solana), the amount (with Max and its USD value) and
 * the recipient, an address or, on EVM, a `.airlock` name resolved through the project's API,
 * typed or filled by Paste (the clipboard's text, trimmed; where it cannot be read, a line says
 * to paste with the keyboard and the field keeps what was typed). Amount and recipient are two
 * cards joined by an arrow.
 * Until the form can be reviewed its primary is disabled and says what is missing, in the order
 * it is filled in ({@link sendFormGap}: "Enter an amount", "Insufficient balance", "Enter an
 * address", "Invalid address"…); a name nobody holds is said once Review looks it up.
 * An ERC20 sent to a token contract (its own, or another the account lists) is refused with the
 * reason ({@link tokenContractRefusal}): it would be lost for good. On EVM a whole address is
 * looked up once it is typed ({@link useRecipientKind}, `eth_getCode`; an EIP-7702 delegated
 * account is an account): a contract is said on the form, and at the review Send waits until the
 * visitor ticks that the contract can receive the token (a smart account can); a lookup the RPC
 * does not answer is a quiet line, and Send goes on. The review:
 * the amount, the recipient, the network and its estimated fee (Unavailable while the RPC does not
 * answer, and asked again a few times, {@link FEE_RETRY_MS}; when the network answers that the
 * transfer would fail, as for a contract that refuses the coin, or when the native coin left
 * cannot pay the fee, the review says so and Send waits for an edit), then
 * Send, which goes to the wallet through the send area's `sendToken` (draft in `sendDraftAtom`,
 * SEND_INITIATED / SEND_SUCCESS) and `callWallet` (which names a network whose RPC does not
 * answer before the wallet is asked): "Confirm in your wallet" while it asks. The result: a
 * native or Solana send shows what was sent to whom, its status (pending until the transaction
 * is confirmed, when the balances reload past their cache) and the explorer link when the network
 * has an explorer; after a token (ERC20) send, or a send answered once the view was closed, it
 * returns to Account with a toast (spec §4). A
 * decline shows 'Transaction declined' and keeps the review. When the host turned `send` off,
 * the view says so.
 */
export function Send() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const network = useAtomValue(activeNetworkAtom)
  const features = useAtomValue(effectiveFeaturesAtom)
  const link = useAtomValue(hostLinkAtom)
  const { status: balances, retry: retryBalances } = useBalances()
  const draft = useAtomValue(sendDraftAtom)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [picking, setPicking] = useState(false)
  const [order, setOrder] = useState<Order | undefined>(undefined)
  const [receipt, setReceipt] = useState<Receipt | undefined>(undefined)
  const [resolving, setResolving] = useState(false)
  const [fee, setFee] = useState<NetworkFee | 'loading' | 'unavailable' | 'refused'>('loading')
  const [canPaste] = useState(canReadClipboard)
  // Why Paste filled nothing: the clipboard could not be read, or held no text.
  const [pasteFailure, setPasteFailure] = useState<'unreadable' | 'empty' | undefined>(undefined)
  // The wallet's answer belongs to the review it was sent from: an edited order starts clean.
  const [tried, setTried] = useState(false)
  // The network the review was cleared for, when the wallet or the host moved to another.
  const [clearedFor, setClearedFor] = useState<string | undefined>(undefined)
  // The review whose contract recipient the visitor accepted: a new order asks again.
  const [acknowledged, setAcknowledged] = useState<Order | undefined>(undefined)
  const ids = {
    amount: useId(),
    receiver: useId(),
    problem: useId(),
    paste: useId(),
    tokens: useId(),
    blocked: useId(),
    submit: useId(),
    refusal: useId(),
    contract: useId(),
  }

  // The review's network fee, estimated per order (the network and account as they are then);
  // an RPC that has not answered in FEE_TIMEOUT_MS leaves it Unavailable, not Estimating, and it
  // is asked again on FEE_RETRY_MS while the review is shown.
  useEffect(() => {
    const network = store.get(activeNetworkAtom)
    const from = store.get(activeAccountAtom).address
    if (!order || !network || !from) return
    let current = true
    let expiry: ReturnType<typeof setTimeout> | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    setFee('loading')
    const attempt = (failures: number) => {
      const estimate = (store.get(sendChainDepsAtom).estimateFee ?? estimateNetworkFee)({
        network,
        from,
        to: order.to,
        token: {
          symbol: order.token.symbol,
          decimals: Number(order.token.quantity.decimals),
          address: order.token.address,
        },
        amount: order.amount,
      })
      const timeout = new Promise<never>((_, reject) => {
        expiry = setTimeout(() => reject(new Error('The fee estimate timed out.')), FEE_TIMEOUT_MS)
      })
      Promise.race([estimate, timeout])
        .then(
          (fee) => current && setFee(fee),
          (error: unknown) => {
            if (!current) return
            // The network answered that this transfer fails: asking again would not change that.
            if (isRefusedByNetwork(error)) {
              setFee('refused')
              return
            }
            setFee('unavailable')
            const wait = FEE_RETRY_MS[failures]
            if (wait !== undefined) retry = setTimeout(() => attempt(failures + 1), wait)
          },
        )
        .finally(() => clearTimeout(expiry))
    }
    attempt(0)
    return () => {
      current = false
      clearTimeout(expiry)
      clearTimeout(retry)
    }
  }, [store, order])

  // A review is void on another network: its token, fee and explorer were that network's, and
  // the chain area emptied the draft it was made from (setActiveNetwork).
  const reviewing = order?.network.caipNetworkId === network?.caipNetworkId ? order : undefined

  // Whether the recipient is a contract: the reviewed address at once, a typed one once it is a
  // whole address and has stayed so for a moment (a name is known at Review).
  const typed = (draft.receiverProfileName ?? draft.receiverAddress ?? '').trim()
  const recipient = useRecipientKind(
    network,
    reviewing?.to ??
      (isEvmAddress(typed) ? (typed.startsWith('0x') ? typed : `0x${typed}`) : undefined),
    reviewing ? 0 : SETTLE_MS,
  )
  useEffect(() => {
    if (!order || reviewing) return
    setOrder(undefined)
    setClearedFor(network?.name ?? 'another network')
  }, [order, reviewing, network])

  // Whether the view is still shown when the wallet answers: closed meanwhile, it cannot show a
  // receipt, and a toast says what was sent instead.
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])

  const send = useAction(async () => {
    if (!order) return
    let hash: string | undefined
    let confirmation: Promise<boolean> | undefined
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
      if (id !== undefined) confirmation = refreshWhenConfirmed(store, request.network, id)
      hash = id
      return id
    }
    // The reload is refreshWhenConfirmed's, above; one now would read (and cache) the old amounts.
    await sendToken(store, { send: transfer, refreshBalance: async () => {} })
    const label = `${order.amount} ${order.token.symbol}`
    if (order.token.address !== undefined && namespace !== 'solana') {
      // After an ERC20 send sendToken went back to Account (spec §4); the draft is done with too.
      // A Solana token send stays here with its receipt, as a SOL send does.
      resetSendDraft(store)
      showSnackbar(store, { message: `Sent ${label}`, variant: 'success' })
      return
    }
    if (!shown.current) {
      // The modal was closed (or Send left) while the wallet asked: no receipt to come back to.
      showSnackbar(store, { message: `Sent ${label}`, variant: 'success' })
      return
    }
    const sent: Receipt = { ...order, hash: hash ?? '', status: 'pending' }
    setReceipt(sent)
    setOrder(undefined)
    void confirmation?.then((confirmed) =>
      setReceipt((shown) =>
        shown?.hash === sent.hash
          ? { ...shown, status: confirmed ? 'confirmed' : 'unconfirmed' }
          : shown,
      ),
    )
  })

  // A receipt takes the focus: a screen reader says "Sent 0.5 ETH" where it would have said
  // nothing (the Send button it came from is gone), and Tab goes on to its explorer link.
  const receiptTitle = useRef<HTMLParagraphElement>(null)
  const receiptHash = receipt?.hash
  useEffect(() => {
    if (receiptHash !== undefined) receiptTitle.current?.focus({ preventScroll: true })
  }, [receiptHash])

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
  // The native coin is chosen until the visitor picks another token, as in wallets. The draft's
  // token may hold an older balance: the listed one is current.
  const chosen =
    tokens.find((option) => draft.token && tokenId(option) === tokenId(draft.token)) ??
    (draft.token ? undefined : tokens.find((option) => option.address === undefined))
  const blocked = sendBlocker(network, balances, account.tokenBalance)
  const amount = draft.sendTokenAmount ?? ''
  const receiver = draft.receiverProfileName ?? draft.receiverAddress ?? ''
  // An edit answers the form's complaint: it goes, and the next Review checks again.
  const edit = (patch: Parameters<typeof setSendDraft>[1]) => {
    setProblem(undefined)
    setClearedFor(undefined)
    setSendDraft(store, patch)
  }

  const openLink = (url: string) => (event: { preventDefault: () => void }) => {
    if (!link) return
    event.preventDefault()
    void link.openUrl(url).catch(() => undefined)
  }

  if (receipt) {
    const explorer = explorerUrl(receipt.network, { transaction: receipt.hash })
    const status = {
      pending: { tone: 'pending', text: 'Pending' },
      confirmed: { tone: 'success', text: 'Confirmed' },
      unconfirmed: { tone: 'error', text: 'Not confirmed yet' },
    } as const
    return (
      <div className="al-stack al-center al-send-result">
        <span className="al-send-result-icon" aria-hidden="true">
          <Check size={28} strokeWidth={2.6} />
        </span>
        <p ref={receiptTitle} className="al-send-result-title" tabIndex={-1}>
          Sent {receipt.amount} {receipt.token.symbol}
        </p>
        <p className="al-muted al-send-result-to">
          to {receipt.name ?? shortAddress(receipt.to)}
          {receipt.name ? ` · ${shortAddress(receipt.to)}` : ''}
        </p>
        <Chip tone={status[receipt.status].tone}>{status[receipt.status].text}</Chip>
        <p className="al-send-hash" data-testid="send-hash" data-hash={receipt.hash}>
          {shortAddress(receipt.hash)}
        </p>
        {explorer ? (
          <a
            className="al-button al-button-block al-button-icon"
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openLink(explorer)}
          >
            View on explorer <ExternalLink {...ICON} />
          </a>
        ) : null}
        <div className="al-button-row al-fill">
          <button type="button" className="al-button" onClick={() => setReceipt(undefined)}>
            Send another
          </button>
          <button
            type="button"
            className="al-button al-button-primary"
            onClick={() => goBack(store)}
          >
            Done
          </button>
        </div>
      </div>
    )
  }

  if (reviewing) {
    const feeUsd =
      typeof fee === 'object'
        ? usdOf(
            tokens.find((token) => token.address === undefined),
            fee.amount,
          )
        : undefined
    const error = tried ? send.error : undefined
    // Whether the native coin, as listed now, still pays the fee beside what is sent.
    const noFee =
      typeof fee === 'object' &&
      leavesTooLittleForFee({
        token: reviewing.token,
        amount: reviewing.amount,
        native: tokens.find((token) => token.address === undefined),
        fee: fee.amount,
      })
    return (
      <div className="al-stack al-send-review">
        <div className="al-send-hero">
          <CryptoLogo src={logoOf(reviewing.token)} name={reviewing.token.symbol} size={36} />
          <p className="al-send-hero-amount" data-testid="review-amount">
            {reviewing.amount} {reviewing.token.symbol}
          </p>
          {usdOf(reviewing.token, reviewing.amount) ? (
            <p className="al-muted">{usdOf(reviewing.token, reviewing.amount)}</p>
          ) : null}
        </div>
        <dl className="al-summary">
          <div>
            <dt>To</dt>
            <dd title={reviewing.to}>
              {reviewing.name ? (
                <>
                  <strong>{reviewing.name}</strong>{' '}
                  <span className="al-muted">{shortAddress(reviewing.to)}</span>
                </>
              ) : (
                shortAddress(reviewing.to)
              )}
            </dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>
              {network ? (
                <span className="al-summary-network">
                  <CryptoLogo src={networkLogo(network)} name={network.name} size={20} />
                  {network.name}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Network fee</dt>
            <dd data-testid="network-fee">
              {fee === 'loading'
                ? 'Estimating…'
                : fee === 'unavailable' || fee === 'refused'
                  ? 'Unavailable'
                  : `≈ ${fee.amount} ${fee.symbol}${feeUsd ? ` (${feeUsd})` : ''}`}
            </dd>
          </div>
        </dl>
        {noFee && !send.pending ? (
          <Notice tone="error" title={`Not enough ${fee.symbol} for the network fee`}>
            <p>
              {reviewing.token.address === undefined
                ? `Edit the amount to leave about ${fee.amount} ${fee.symbol} for it.`
                : `It takes about ${fee.amount} ${fee.symbol}: add ${fee.symbol} to this account first.`}
            </p>
          </Notice>
        ) : null}
        {fee === 'refused' ? (
          <Notice tone="error" title={`${reviewing.network.name} would refuse this send`}>
            <p>
              The recipient may be a contract that does not accept {reviewing.token.symbol}: check
              the address.
            </p>
          </Notice>
        ) : null}
        {recipient === 'contract' ? (
          // Not a block: smart accounts and contracts meant to take the token are contracts too.
          <div id={ids.contract} data-testid="send-contract-warning">
            <Notice tone="warning" title="The recipient is a contract">
              <p>
                What a contract receives leaves it only if its code allows. Send only if you know it
                accepts {reviewing.token.symbol}, as a smart account does.
              </p>
              <label className="al-ack">
                <input
                  type="checkbox"
                  checked={acknowledged === reviewing}
                  onChange={(event) =>
                    setAcknowledged(event.target.checked ? reviewing : undefined)
                  }
                />
                I know this contract can receive {reviewing.token.symbol}
              </label>
            </Notice>
          </div>
        ) : recipient === 'unavailable' ? (
          <p className="al-muted al-send-check-note">
            Couldn’t check whether the recipient is a contract.
          </p>
        ) : null}
        {error ? <Notice tone="error" title={error} /> : null}
        {send.pending ? (
          <Spinner label="Confirm in your wallet" />
        ) : (
          <div className="al-button-row">
            <button type="button" className="al-button" onClick={() => setOrder(undefined)}>
              Edit
            </button>
            <button
              type="button"
              className="al-button al-button-primary"
              // A contract recipient waits for its acknowledgement; the check, for its answer
              // (bounded: no answer leaves a quiet note and Send).
              disabled={
                noFee ||
                fee === 'refused' ||
                recipient === 'checking' ||
                (recipient === 'contract' && acknowledged !== reviewing)
              }
              aria-describedby={
                recipient === 'contract' && acknowledged !== reviewing ? ids.contract : undefined
              }
              onClick={() => {
                setTried(true)
                void send.run()
              }}
            >
              {recipient === 'checking' ? 'Checking the recipient…' : 'Send'}
            </button>
          </div>
        )}
      </div>
    )
  }

  if (picking) {
    return (
      <div className="al-stack">
        <p className="al-label" id={ids.tokens}>
          {balances === 'loading' ? 'Loading balances…' : 'Choose a token'}
        </p>
        <ul className="al-list-rows" aria-labelledby={ids.tokens}>
          {tokens.map((option) => (
            <li key={tokenId(option)}>
              <ListRow
                icon={<CryptoLogo src={logoOf(option)} name={option.symbol} />}
                title={option.symbol}
                subtitle={option.name}
                detail={
                  option.quantity.numeric === ''
                    ? undefined
                    : formatBalance(option.quantity.numeric)
                }
                detailSub={option.price > 0 ? `$${formatUsd(option.value)}` : undefined}
                label={
                  option.quantity.numeric === ''
                    ? `${option.symbol} ${option.name}`
                    : `${option.symbol} ${option.name}, balance ${formatBalance(option.quantity.numeric)}`
                }
                selected={chosen ? tokenId(option) === tokenId(chosen) : false}
                onClick={() => {
                  edit({ token: option })
                  setPicking(false)
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    )
  }

  const gap = sendFormGap({ namespace, token: chosen, amount, receiver })
  // An ERC20 to a token contract is always lost: refused, with the reason, before Review.
  const refusal =
    chosen && namespace === 'eip155' && isEvmAddress(typed)
      ? tokenContractRefusal({ token: chosen, to: typed, tokens: account.tokenBalance })
      : undefined
  const review = async (event: FormEvent) => {
    event.preventDefault()
    if (gap || blocked || refusal || !chosen || !network) return
    const name = RECIPIENT_NAME.test(typed) ? typed.toLowerCase() : undefined
    let to = typed
    if (name) {
      setResolving(true)
      try {
        const address = await resolveName(store, name)
        if (!address) {
          setProblem(`No one has registered ${name}`)
          return
        }
        const refused = tokenContractRefusal({
          token: chosen,
          to: address,
          tokens: account.tokenBalance,
          name,
        })
        if (refused) {
          setProblem(refused)
          return
        }
        to = address
      } catch (error) {
        setProblem(await nameServiceFailure(error, `Couldn’t look up ${name}`))
        return
      } finally {
        setResolving(false)
      }
    } else if (!typed.startsWith('0x') && namespace !== 'solana') {
      to = `0x${typed}`
    }
    setProblem(undefined)
    setClearedFor(undefined)
    setSendDraft(store, {
      token: chosen,
      sendTokenAmount: amount.trim(),
      receiverAddress: to,
      receiverProfileName: name,
    })
    setTried(false)
    setOrder({ token: chosen, amount: amount.trim(), to, name, network })
  }

  const paste = async () => {
    try {
      const text = (await globalThis.navigator.clipboard.readText()).trim()
      if (text === '') {
        setPasteFailure('empty')
        return
      }
      setPasteFailure(undefined)
      edit({ receiverAddress: text, receiverProfileName: undefined })
    } catch {
      // Refused by the visitor or the browser: what was typed stays.
      setPasteFailure('unreadable')
    }
  }
  const receiverInvalid =
    problem !== undefined || refusal !== undefined || gap?.field === 'receiver'
  const receiverDescribedBy =
    [
      pasteFailure ? ids.paste : undefined,
      problem
        ? ids.problem
        : refusal
          ? ids.refusal
          : gap?.field === 'receiver'
            ? ids.submit
            : recipient === 'contract'
              ? ids.contract
              : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <form className="al-stack" onSubmit={review} noValidate>
      <fieldset className="al-fieldset" disabled={resolving}>
        <div className="al-send-pair">
          <AmountInput
            id={ids.amount}
            label="Amount"
            value={amount}
            onChange={(value) => edit({ sendTokenAmount: value })}
            invalid={gap?.field === 'amount'}
            describedBy={gap?.field === 'amount' ? ids.submit : undefined}
            token={
              <button
                type="button"
                className="al-pill-button"
                aria-label={chosen ? `Token: ${chosen.symbol}. Change token` : 'Choose a token'}
                onClick={() => setPicking(true)}
              >
                {chosen ? (
                  <>
                    <CryptoLogo src={logoOf(chosen)} name={chosen.symbol} size={20} />
                    {chosen.symbol}
                  </>
                ) : (
                  'Choose token'
                )}
                <ChevronDown {...ICON} />
              </button>
            }
            usd={usdOf(chosen, amount)}
            balance={
              chosen && chosen.quantity.numeric !== ''
                ? `${formatBalance(chosen.quantity.numeric)} ${chosen.symbol}`
                : undefined
            }
            onMax={
              chosen && chosen.quantity.numeric !== ''
                ? () => edit({ sendTokenAmount: chosen.quantity.numeric })
                : undefined
            }
          />
          <div className="al-send-to" data-invalid={receiverInvalid ? 'true' : undefined}>
            <span className="al-send-arrow" aria-hidden="true">
              <ArrowDown size={18} strokeWidth={2.2} />
            </span>
            <div className="al-send-to-head">
              <label className="al-send-to-label" htmlFor={ids.receiver}>
                To
              </label>
              {canPaste ? (
                <button
                  type="button"
                  className="al-pill-button al-send-paste"
                  onClick={() => void paste()}
                >
                  <ClipboardPaste size={14} strokeWidth={2.2} aria-hidden="true" />
                  Paste
                </button>
              ) : null}
            </div>
            {/* A text area: a 42-character address wraps whole onto a second line, not cut. */}
            <textarea
              id={ids.receiver}
              className="al-send-to-input"
              rows={2}
              autoComplete="off"
              // A string: Preact drops a false attribute, and spellcheck is on by default.
              spellCheck="false"
              placeholder={namespace === 'eip155' ? 'Address or name.airlock' : 'Address'}
              aria-invalid={receiverInvalid}
              aria-describedby={receiverDescribedBy}
              value={receiver}
              onChange={(event) => {
                setPasteFailure(undefined)
                edit({
                  receiverAddress: event.target.value.replace(/[\r\n]+/g, ''),
                  receiverProfileName: undefined,
                })
              }}
              onKeyDown={(event) => {
                // Enter reviews, as in a one-line field: a recipient has no line breaks.
                if (event.key !== 'Enter') return
                event.preventDefault()
                event.currentTarget.form?.requestSubmit()
              }}
            />
          </div>
        </div>
        {pasteFailure ? (
          <p id={ids.paste} className="al-send-paste-failed" role="status">
            {pasteFailure === 'empty'
              ? 'The clipboard is empty'
              : 'Couldn’t read the clipboard — paste with your keyboard'}
          </p>
        ) : null}
        {recipient === 'contract' && !refusal ? (
          <p id={ids.contract} className="al-warning-line al-send-contract-hint" role="status">
            <TriangleAlert size={16} aria-hidden="true" />
            <span>{`This address is a contract: check that it can receive ${chosen?.symbol ?? 'this token'}.`}</span>
          </p>
        ) : null}
        {clearedFor ? (
          <Notice title={`The network changed to ${clearedFor}, so this send was cleared.`} />
        ) : null}
        {problem ? (
          <div id={ids.problem}>
            <Notice tone="error" title={problem} />
          </div>
        ) : refusal ? (
          <div id={ids.refusal}>
            <Notice tone="error" title={refusal} />
          </div>
        ) : null}
        {blocked ? (
          // Not a dead end: the reason, and what can be done about it.
          <div id={ids.blocked} className="al-send-blocked" data-testid="send-blocked">
            <Notice tone={blocked.remedy === 'receive' ? 'info' : 'error'} title={blocked.reason}>
              {blocked.remedy === 'retry' ? (
                <button type="button" className="al-button" onClick={retryBalances}>
                  Retry
                </button>
              ) : blocked.remedy === 'receive' ? (
                <button
                  type="button"
                  className="al-button"
                  onClick={() => pushView(store, 'Receive')}
                >
                  Receive funds
                </button>
              ) : null}
            </Notice>
          </div>
        ) : null}
        {resolving ? (
          <Spinner label="Looking up the name" />
        ) : (
          // Disabled, it names what is missing; blocked, the notice above says why.
          <button
            id={ids.submit}
            type="submit"
            className="al-button al-button-primary"
            disabled={blocked !== undefined || gap !== undefined || refusal !== undefined}
            aria-describedby={blocked ? ids.blocked : refusal ? ids.refusal : undefined}
          >
            {blocked || !gap ? 'Review' : gap.label}
          </button>
        )}
      </fieldset>
    </form>
  )
}
