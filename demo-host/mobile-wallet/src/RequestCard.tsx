import { useId } from 'react'
import type { PendingRequest } from './createMobileWallet.ts'
import type { DecodedRequest } from './decodeSessionRequest.ts'

/** Props of {@link RequestCard}. */
export type RequestCardProps = {
  request: PendingRequest
  onApprove: () => void
  onReject: () => void
}

/**
 * A session request: the method, the dapp, the chain and what is to be signed, with "Approve"
 * and "Reject". A request that could not be decoded can only be rejected.
 */
export function RequestCard({ request, onApprove, onReject }: RequestCardProps) {
  const titleId = useId()
  return (
    <section className="card request" aria-labelledby={titleId} data-testid="request">
      <p className="eyebrow">Signature request from {request.dappName}</p>
      <h2 id={titleId} className="mono">
        {request.method}
      </h2>
      <dl className="facts">
        <div>
          <dt>Dapp</dt>
          <dd className="mono">{request.dappUrl || request.dappName}</dd>
        </div>
        <div>
          <dt>Chain</dt>
          <dd className="mono">{request.chainId}</dd>
        </div>
      </dl>
      {request.decoded ? (
        <RequestDetails request={request.decoded} />
      ) : (
        <p className="alert">{request.decodeError}</p>
      )}
      <div className="actions">
        <button className="secondary" type="button" onClick={onReject} disabled={request.busy}>
          Reject
        </button>
        <button
          className="primary"
          type="button"
          onClick={onApprove}
          disabled={request.busy || !request.decoded}
          aria-busy={request.busy}
        >
          Approve
        </button>
      </div>
    </section>
  )
}

function RequestDetails({ request }: { request: DecodedRequest }) {
  switch (request.method) {
    case 'personal_sign':
    case 'solana_signMessage':
      return (
        <Detail label={request.text === undefined ? 'Message (binary, hex)' : 'Message'}>
          {request.text ?? toHex(request.message)}
        </Detail>
      )
    case 'eth_signTypedData_v4':
      return <Detail label="Typed data">{request.text}</Detail>
    case 'polkadot_signMessage':
    case 'signMessage':
    case 'signPsbt':
    case 'cosmos_getAccounts':
    case 'cosmos_signAmino':
    case 'cosmos_signDirect':
      return <Detail label="Message">{request.text}</Detail>
    case 'polkadot_signTransaction':
      return <Detail label="Transaction payload">{request.text}</Detail>
    case 'eth_sendTransaction':
      return (
        <>
          <Detail label="Transaction">{request.text}</Detail>
          {request.transaction.data ? (
            <Detail label="Data">{request.transaction.data}</Detail>
          ) : null}
        </>
      )
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain':
      return (
        <Detail label={request.method === 'wallet_addEthereumChain' ? 'Add' : 'Switch to'}>
          {request.targetChainId}
        </Detail>
      )
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return (
        <>
          <Detail label="Fee payer">{request.feePayer}</Detail>
          <Detail label="Signers">{request.signers.join(', ')}</Detail>
          <Detail label="Instructions">
            {request.instructions.map((instruction) => instruction.text).join('\n')}
          </Detail>
          {request.sendOptions ? (
            <Detail label="Send options">{JSON.stringify(request.sendOptions)}</Detail>
          ) : null}
          {request.method === 'solana_signAndSendTransaction' ? (
            <p className="hint">Approving also sends it to the local Solana RPC.</p>
          ) : null}
        </>
      )
  }
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div className="detail">
      <h3>{label}</h3>
      <pre>{children}</pre>
    </div>
  )
}

function toHex(value: string | Uint8Array): string {
  if (typeof value === 'string') return value
  return `0x${[...value].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
