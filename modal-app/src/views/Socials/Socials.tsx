import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { effectiveFeaturesAtom, optionsAtom } from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { filterTelegramSocials } from '../../state/validation/filterTelegramSocials.ts'
import { socialLabel } from '../../ui/format.ts'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * Socials: every social login the project offers (remote features), filtered for Telegram as
 * spec §5 says; a choice goes to the embedded wallet through `callWallet`. Social login needs an
 * embedded-wallet service; where the project has none the view says so.
 */
export function Socials() {
  const store = useStore()
  const options = useAtomValue(optionsAtom)
  const platform = useAtomValue(platformAtom)
  const login = useAction((provider: string) =>
    callWallet(store, { kind: 'connect', connectorId: provider }),
  )
  const { socials: enabled } = useAtomValue(effectiveFeaturesAtom)
  if (!enabled) return <Notice title="This project has not enabled social login." />
  const offered = options.features.socials ? options.remoteFeatures.socials || [] : []
  const socials = platform.isTelegram ? filterTelegramSocials(offered, platform.os) : offered
  if (socials.length === 0) return <Notice title="No social logins are offered by this app" />
  return (
    <div className="al-stack">
      <ul className="al-list" aria-label="Social logins">
        {socials.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="al-row"
              disabled={login.pending}
              onClick={() => login.run(provider)}
            >
              <span className="al-row-main">Continue with {socialLabel(provider)}</span>
            </button>
          </li>
        ))}
      </ul>
      {login.error ? <Notice tone="error" title={login.error} /> : null}
    </div>
  )
}
