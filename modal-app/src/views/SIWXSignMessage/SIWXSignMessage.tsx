import { useAtomValue, useStore } from 'jotai/react'
import BadgeCheck from 'lucide-react/icons/badge-check'
import { useEffect, useState } from 'react'
import { messageSigner } from '../../app/messageSigner.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../../state/chain.ts'
import { activeConnectorIdsAtom, type Connector, connectorsAtom } from '../../state/connectors.ts'
import { ERRORS } from '../../state/errors/ERRORS.ts'
import { hostOriginAtom } from '../../state/hostOrigin.ts'
import { closeRefusalsAtom } from '../../state/modal.ts'
import { optionsAtom } from '../../state/options.ts'
import { connectorIcon, registryLogosAtom } from '../../state/registryLogos.ts'
import { cancelSiwx } from '../../state/siwx/cancelSiwx.ts'
import { createSiwxMessage } from '../../state/siwx/createSiwxMessage.ts'
import { createSiwxNonce } from '../../state/siwx/createSiwxNonce.ts'
import { failSiwxInit } from '../../state/siwx/failSiwxInit.ts'
import { formatSiwxMessage } from '../../state/siwx/formatSiwxMessage.ts'
import { signInWithSiwx } from '../../state/siwx/signInWithSiwx.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { shortAddress } from '../../ui/format.ts'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import { WalletMonogram } from '../../ui/WalletMonogram.tsx'
import { requestSiwxNonce } from './requestSiwxNonce.ts'
import './SIWXSignMessage.css'

/** The host as people read it: its host name (and port), without the scheme. */
function hostName(origin: string): string {
  try {
    return new URL(origin).host
  } catch {
    return origin
  }
}

/**
 * The word a domain's monogram is drawn from: the name under its top-level domain
 * ('app.example.com' → 'example'), or the host itself when it has no such name (an IP address,
 * 'localhost').
 */
function domainWord(host: string): string {
  const name = host.replace(/:\d+$/, '')
  const labels = name.split('.')
  if (/^[\d.]+$/.test(name) || name.startsWith('[') || labels.length < 2) {
    return name.replace(/[^\p{L}\p{N}]/gu, '')
  }
  return labels[labels.length - 2] ?? name
}

/**
 * The app's icon beside the wallet's logo, overlapping as a pair. The app's is the host's
 * `metadata.icons[0]`; without one, or where it fails to load (the modal's CSP admits its own
 * origin, `data:` and the project API), a monogram of the domain. The wallet's is the icon it
 * announced, else its registry logo; without either, the account's avatar.
 */
function AppAndWallet({ domain, address }: { domain: string; address: string }) {
  const { metadata } = useAtomValue(optionsAtom)
  const account = useAtomValue(activeAccountAtom)
  const namespace = useAtomValue(activeNamespaceAtom)
  const connectorIds = useAtomValue(activeConnectorIdsAtom)
  const connectorId = namespace ? connectorIds[namespace] : undefined
  const connectors = useAtomValue(connectorsAtom)
  const logos = useAtomValue(registryLogosAtom)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const appIcon = metadata?.icons?.[0]
  const info = account.connectedWalletInfo
  const connector: Pick<Connector, 'id' | 'name' | 'imageUrl' | 'info'> | undefined =
    connectors.find((each) => each.id === connectorId && each.chain === namespace) ??
    (connectorId ? { id: connectorId, name: info?.name ?? '' } : undefined)
  const walletName = info?.name ?? connector?.name
  // An icon the modal may load (WalletIcon's rule): a wallet's announced icon may be a URL
  // elsewhere, which its registry logo then replaces.
  const walletLogo = [
    info?.icon,
    connector?.imageUrl,
    connector ? connectorIcon(logos, { ...connector, imageUrl: undefined }) : undefined,
  ].find((src) => src?.startsWith('data:image/') || src?.startsWith('/wallets/img/'))
  return (
    <div
      className="al-siwx-pair"
      role="img"
      aria-label={`${domain} and ${walletName || 'your account'}`}
    >
      {appIcon && failed !== appIcon ? (
        <img
          className="al-wallet-icon al-siwx-app"
          data-testid="siwx-app-icon"
          src={appIcon}
          alt=""
          width={56}
          height={56}
          draggable={false}
          onError={() => setFailed(appIcon)}
        />
      ) : (
        <WalletMonogram name={domainWord(domain)} size={56} />
      )}
      {walletLogo ? (
        <WalletIcon src={walletLogo} size={56} />
      ) : (
        <Avatar address={address} src={account.profileImage} size={56} />
      )}
    </div>
  )
}

/**
 * SIWXSignMessage (spec §4), as a card: the app's and the wallet's logos as a pair
 * ({@link AppAndWallet}), then two lines: who asks (the verified host's domain, marked
 * as verified) and what signing does (proves the account shown, by name or short address, is
 * yours; free, no transaction; when the sign-in is required, that Cancel disconnects). "View
 * message" unfolds the exact sign-in message (`formatSiwxMessage`, with the host's statement;
 * domain and URI from the verified origin, the nonce and time fixed when the view opens). With
 * `siwx.hostNonce` the nonce is the host page's, asked for the account and network shown
 * ({@link requestSiwxNonce}; asked again if the active account changes while the view is open)
 * and the message shows once it arrived; if the host gives none, that is the SIWX init failure
 * (spec §8: disconnect, Connect, 'A problem occurred while trying initialize authentication'; the
 * reason goes to the console as an error). Sign (`signInWithSiwx` with {@link messageSigner}: the
 * active account's wallet signs through its connector, host window or WalletConnect; success
 * stores the session and closes; a refusal keeps the view with 'Signature declined' and Sign
 * again, another failure with its own words) and Cancel (`cancelSiwx`: disconnects when SIWX is required, closes otherwise). When the
 * sign-in is required, × and Escape cannot close it: after one, the view says so and offers
 * Disconnect.
 */
export function SIWXSignMessage() {
  const store = useStore()
  const origin = useAtomValue(hostOriginAtom)
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const { siwx } = useAtomValue(optionsAtom)
  const hostNonce = siwx?.hostNonce === true
  const address = account.address
  const caipNetworkId = network?.caipNetworkId
  const targetKey = address && caipNetworkId ? `${caipNetworkId}:${address}` : undefined
  // Without a host nonce: made here, once, when the view opens.
  const [local] = useState(() => ({ nonce: createSiwxNonce(), issuedAt: Date.now() }))
  // With one: the host's answer for the account and network it was asked for.
  const [hosted, setHosted] = useState<{ key: string; nonce: string; issuedAt: number }>()
  useEffect(() => {
    if (!hostNonce || !address || !caipNetworkId) return
    let current = true
    requestSiwxNonce(store, { address, caipNetworkId }).then(
      (nonce) => {
        if (current) {
          setHosted({ key: `${caipNetworkId}:${address}`, nonce, issuedAt: Date.now() })
        }
      },
      (error: unknown) => {
        // The view was left (Cancel, another account) before the answer: nothing to undo.
        if (!current) return
        // Error level: the host page's getNonce() failed, which its developer must fix.
        console.error('[airlock] SIWX: no nonce from the host, signing in stops.', error)
        void failSiwxInit(store)
      },
    )
    return () => {
      current = false
    }
  }, [store, hostNonce, address, caipNetworkId])
  const fixed = hostNonce ? (hosted?.key === targetKey ? hosted : undefined) : local
  const [declined, setDeclined] = useState(false)
  const text =
    origin && address && caipNetworkId && fixed
      ? formatSiwxMessage(
          createSiwxMessage({
            hostOrigin: origin,
            chainId: caipNetworkId,
            accountAddress: address,
            nonce: fixed.nonce,
            now: fixed.issuedAt,
            statement: siwx?.statement,
            expiresAfterSeconds: siwx?.expiresAfterSeconds,
          }),
        )
      : undefined
  const preparing = !text && hostNonce && targetKey !== undefined && origin !== ''
  const sign = useAction(async () => {
    if (!fixed) return
    setDeclined(false)
    const session = await signInWithSiwx(store, {
      hostOrigin: origin,
      signMessage: messageSigner(store),
      createNonce: () => fixed.nonce,
      now: () => fixed.issuedAt,
    })
    if (!session) setDeclined(true)
  })
  const cancel = useAction(() => cancelSiwx(store))
  // × and Escape cannot close a required sign-in: once tried, the view says why and how out.
  const refusals = useAtomValue(closeRefusalsAtom)
  const [refusalsAtOpen] = useState(refusals)
  const closeRefused = refusals > refusalsAtOpen && siwx?.required === true
  const error = declined ? ERRORS.snackbar.signatureDeclined : (sign.error ?? cancel.error)
  const domain = origin ? hostName(origin) : 'This site'
  const required = siwx?.required === true
  return (
    <div className="al-stack al-siwx">
      <div className="al-siwx-hero">
        {address ? <AppAndWallet domain={domain} address={address} /> : null}
        <p className="al-siwx-title">
          <span className="al-siwx-domain" title={`${origin} (verified origin)`}>
            {domain}
          </span>
          <BadgeCheck className="al-siwx-verified" size={16} strokeWidth={2.4} aria-hidden="true" />{' '}
          wants you to sign in
        </p>
        <p className="al-siwx-text">
          {address ? (
            <>
              Sign with{' '}
              <span className="al-siwx-account" title={address}>
                {account.profileName ?? shortAddress(address)}
              </span>{' '}
              to prove it’s yours.{' '}
            </>
          ) : null}
          It costs nothing and sends no transaction.{required ? ' Cancel disconnects you.' : ''}
        </p>
      </div>
      {text ? (
        <details className="al-siwx-details">
          <summary>View message</summary>
          {/* Focusable: a line wider than the card scrolls sideways rather than break. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
          <pre className="al-siwx-message" data-testid="siwx-message" tabIndex={0}>
            {text}
          </pre>
        </details>
      ) : preparing ? (
        <p className="al-siwx-preparing" role="status" data-testid="siwx-preparing">
          Preparing the sign-in message…
        </p>
      ) : (
        <Notice tone="error" title="No account connected">
          Connect a wallet to sign in.
        </Notice>
      )}
      {error ? <Notice tone="error" title={error} /> : null}
      {closeRefused ? (
        <Notice tone="error" title="Sign in to continue, or disconnect">
          <p className="al-siwx-why">{domain} needs you to sign in before the window can close.</p>
          <button
            type="button"
            className="al-button al-siwx-disconnect"
            disabled={cancel.pending}
            onClick={() => cancel.run()}
          >
            Disconnect
          </button>
        </Notice>
      ) : null}
      <div className="al-button-row">
        <button
          type="button"
          className="al-button"
          disabled={cancel.pending}
          onClick={() => cancel.run()}
        >
          Cancel
        </button>
        <button
          type="button"
          className="al-button al-button-primary"
          disabled={!text || sign.pending}
          onClick={() => sign.run()}
        >
          {declined ? 'Sign again' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
