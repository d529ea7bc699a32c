import { AirlockError, ErrorCode, type Namespace } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { connectionAtom } from '../../state/connection.ts'
import { resetView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import { WALLET_MESSAGES } from '../../wallets/walletFailure.ts'
import '../../ui/flow.css'

type Failure = { title: string; details?: string | undefined }

function describeFailure(error: unknown): Failure {
  if (error instanceof AirlockError) {
    if (error.code === ErrorCode.USER_REJECTED) {
      return { title: WALLET_MESSAGES.rejected, details: WALLET_MESSAGES.rejectedDetails }
    }
    if (error.code === ErrorCode.REQUEST_PENDING) {
      return { title: WALLET_MESSAGES.pending, details: WALLET_MESSAGES.pendingDetails }
    }
    return { title: error.shortMessage }
  }
  return { title: error instanceof Error ? error.message : String(error) }
}

/**
 * Connecting a wallet that lives in the host window (its id, namespace, name and icon in the view
 * data). The request starts as the view opens (the visitor's click on the wallet is the intent)
 * and the view waits with "Continue in <wallet>". A refusal shows 'Connection declined', a prompt
 * that is already open 'Open your wallet to continue', any other failure its message; each offers
 * Try again, and none changes the modal's state. On success the visitor lands on Account (or on
 * UnsupportedChain, which the connection itself shows for a network the app does not configure,
 * or on SIWXSignMessage, which the app's SIWX rule on connect opens).
 */
export function ConnectingExternal() {
  const store = useStore()
  const data = useAtomValue(viewDataAtom)
  const { status } = useAtomValue(connectionAtom)
  const connectorId = typeof data?.connectorId === 'string' ? data.connectorId : undefined
  const namespace = typeof data?.namespace === 'string' ? (data.namespace as Namespace) : undefined
  const walletName = typeof data?.name === 'string' ? data.name : undefined
  const name = walletName ?? 'your wallet'
  const imageUrl = typeof data?.imageUrl === 'string' ? data.imageUrl : undefined
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<Failure | undefined>(undefined)
  const running = useRef(false)

  const connect = useCallback(async () => {
    if (!connectorId || running.current) return
    running.current = true
    setPending(true)
    setFailure(undefined)
    try {
      await callWallet(store, { kind: 'connect', connectorId, namespace })
      // The SIWX rule on connect runs for every connection (`wireSiwx`); its sign view, if it
      // opened, replaced this one.
      if (store.get(viewAtom) === 'ConnectingExternal') resetView(store, 'Account')
    } catch (error) {
      setFailure(describeFailure(error))
    } finally {
      running.current = false
      setPending(false)
    }
  }, [store, connectorId, namespace])

  // Once per view: StrictMode's second mount finds the request already running.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

  if (!connectorId) {
    return (
      <Notice tone="error" title="No wallet was chosen">
        Go back and pick a wallet.
      </Notice>
    )
  }
  const waiting = pending || status === 'connecting'
  return (
    <div className="al-stack">
      <div className="al-hero">
        <span
          className="al-connecting-logo"
          data-state={failure ? 'failed' : waiting ? 'waiting' : 'idle'}
        >
          <WalletIcon src={imageUrl} size={56} name={walletName} />
        </span>
        {waiting ? (
          <Spinner label={`Continue in ${name}`} />
        ) : failure ? null : (
          <p className="al-hero-text">Approve the connection in {name}.</p>
        )}
      </div>
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.details}
        </Notice>
      ) : null}
      {pending ? null : (
        <button type="button" className="al-button al-button-primary" onClick={() => connect()}>
          {failure ? 'Try again' : 'Connect'}
        </button>
      )}
    </div>
  )
}
