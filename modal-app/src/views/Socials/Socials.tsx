import { useAtomValue, useStore } from 'jotai/react'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useEffect, useRef, useState } from 'react'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { EmbeddedSetup } from '../../embedded/EmbeddedSetup.tsx'
import {
  applyFrameState,
  callFrame,
  embeddedStateAtom,
  ensureWalletFrame,
} from '../../embedded/embeddedSession.ts'
import { loginErrorText } from '../../embedded/loginErrorText.ts'
import { offeredSocials } from '../../embedded/offeredSocials.ts'
import { effectiveFeaturesAtom, optionsAtom } from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { pushView, resetView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { STORAGE_KEYS, storageAtom } from '../../state/storage.ts'
import { socialLabel } from '../../ui/format.ts'
import { ListRow } from '../../ui/ListRow.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { SocialIcon } from '../../ui/SocialIcon.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import '../../ui/flow.css'

/** A social login under way: the popup's address, to open it again, and whether a blocker stopped it. */
type Attempt = { provider: string; url: string | undefined; blocked?: boolean }

/**
 * Socials: every social login the project offers (filtered for Telegram as spec §5 says, the
 * last one used first). A choice asks the wallet frame for the provider's login address, has the
 * host open it in a popup (`openUrl`, inside the visitor's click), and waits for the frame to see
 * the login finish (`socialWait`); the modal never sees a token. A blocked popup can be opened
 * again from here. Coming from Connect with a provider starts that one at once. After the login a
 * first visit sets up the recovery kit and a new device recovers ({@link EmbeddedSetup}).
 */
export function Socials() {
  const store = useStore()
  const options = useAtomValue(optionsAtom)
  const platform = useAtomValue(platformAtom)
  const link = useAtomValue(hostLinkAtom)
  const state = useAtomValue(embeddedStateAtom)
  const data = useAtomValue(viewDataAtom)
  const { socials: enabled } = useAtomValue(effectiveFeaturesAtom)
  const [attempt, setAttempt] = useState<Attempt | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [setup, setSetup] = useState(false)
  const generation = useRef(0)

  /** Has the host open the login's popup; false when a blocker (or the host) did not open it. */
  const openPopup = async (url: string) => (link ? link.openUrl(url).catch(() => false) : false)

  const finish = () => {
    if (store.get(viewAtom) === 'Socials') resetView(store, 'Account')
  }

  const start = async (provider: string) => {
    if (provider === 'farcaster') {
      pushView(store, 'ConnectingFarcaster')
      return
    }
    const run = ++generation.current
    setProblem(undefined)
    setAttempt({ provider, url: undefined })
    try {
      const { url, attemptId } = await callFrame(store, 'socialStart', {
        provider: provider as 'google',
      })
      if (run !== generation.current) return
      setAttempt({ provider, url })
      const opened = await openPopup(url)
      if (!opened && run === generation.current) setAttempt({ provider, url, blocked: true })
      for (;;) {
        const answer = await callFrame(store, 'socialWait', { attemptId })
        if (run !== generation.current) return
        if (answer.pending) continue
        applyFrameState(store, answer.state, { login: 'social' })
        setAttempt(undefined)
        if (answer.state.phase === 'ready') finish()
        else if (answer.state.phase === 'loggedOut') setProblem('The login did not finish.')
        else setSetup(true)
        return
      }
    } catch (error) {
      if (run !== generation.current) return
      setAttempt(undefined)
      setProblem(loginErrorText(error))
    }
  }

  // Chosen on Connect: start at once, within the time the visitor's click still counts.
  const chosen = typeof data?.provider === 'string' ? data.provider : undefined
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per view, for the provider chosen on Connect
  useEffect(() => {
    if (!enabled) return
    if (chosen && !started.current) {
      started.current = true
      void start(chosen)
    } else {
      // The frame loads while the visitor picks: the login has started.
      ensureWalletFrame(store).catch(() => undefined)
    }
  }, [enabled])
  useEffect(
    () => () => {
      // Leaving the view stops waiting.
      generation.current++
    },
    [],
  )

  if (!enabled) return <Notice title="This project has not enabled social login." />
  if (setup && (state?.phase === 'needsWallet' || state?.phase === 'needsRecovery')) {
    return <EmbeddedSetup login="social" onReady={finish} />
  }
  if (attempt) {
    const label = socialLabel(attempt.provider)
    return (
      <div className="al-stack" aria-live="polite">
        <div className="al-hero">
          <span className="al-hero-icon al-hero-icon-plain" aria-hidden="true">
            <SocialIcon provider={attempt.provider} size={28} />
          </span>
          {attempt.blocked ? (
            <>
              <p className="al-hero-title">Your browser blocked the {label} window</p>
              <p className="al-hero-text">
                Open it with the button below, or allow pop-ups for this site.
              </p>
            </>
          ) : (
            <>
              <p className="al-hero-title">Continue in the {label} window</p>
              <p className="al-hero-text">Sign in there; this window updates once you are done.</p>
            </>
          )}
        </div>
        <Spinner label="Waiting for the login" />
        <button
          type="button"
          className="al-button"
          disabled={attempt.url === undefined}
          onClick={() => {
            const { url } = attempt
            if (!url) return
            void openPopup(url).then((opened) => {
              setAttempt((current) => current && { ...current, blocked: !opened })
            })
          }}
        >
          {attempt.blocked ? `Open the ${label} window` : `Open the ${label} window again`}
        </button>
        <div className="al-text-actions">
          <button
            type="button"
            className="al-text-button"
            onClick={() => {
              generation.current++
              setAttempt(undefined)
            }}
          >
            Cancel
          </button>
        </div>
      </div>
    )
  }
  const socials = offeredSocials(options.remoteFeatures.socials, {
    isTelegram: platform.isTelegram,
    os: platform.os,
    stored: store.get(storageAtom).get(STORAGE_KEYS.socialProvider),
  })
  if (socials.length === 0) return <Notice title="No social logins are offered by this app" />
  return (
    <div className="al-stack">
      {problem ? <Notice tone="error" title={problem} /> : null}
      <ul className="al-card-list" aria-label="Social logins">
        {socials.map((provider) => (
          <li key={provider}>
            <ListRow
              icon={<SocialIcon provider={provider} size={24} />}
              title={socialLabel(provider)}
              label={`Continue with ${socialLabel(provider)}`}
              detail={
                <ChevronRight className="al-row-trailing-icon" size={20} aria-hidden="true" />
              }
              onClick={() => void start(provider)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
