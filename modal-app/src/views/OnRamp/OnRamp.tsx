import { useAtomValue } from 'jotai/react'
import { useState } from 'react'
import { activeNamespaceAtom, ONRAMP, optionsAtom } from '../../state/index.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { Notice } from '../../ui/Notice.tsx'

/**
 * OnRamp: the two providers of spec §9 with their fee ranges, the ones that do not support the
 * active namespace marked unavailable, and the fallback purchase limits. A checkout link comes
 * from the on-ramp service (a later issue); choosing a provider says so instead of opening
 * anything. Without the project's API (quotes, checkout) the view says the project has not
 * enabled buying crypto.
 *
 * @example
 * ```tsx
 * <OnRamp />
 * ```
 */
export function OnRamp() {
  const namespace = useAtomValue(activeNamespaceAtom)
  const { remoteFeatures } = useAtomValue(optionsAtom)
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const { onramp } = useAtomValue(effectiveFeaturesAtom)
  if (!onramp) return <Notice title="This project has not enabled buying crypto." />
  const enabled = remoteFeatures.onramp || []
  const providers = ONRAMP.providers.filter((provider) => enabled.includes(provider.name))
  if (providers.length === 0) return <Notice title="Buying crypto is not offered by this app" />
  const { card, bankAccount } = ONRAMP.fallbackLimits
  return (
    <div className="al-stack">
      <ul className="al-list" aria-label="Providers">
        {providers.map((provider) => {
          const available =
            namespace !== undefined &&
            (provider.supportedChains as readonly string[]).includes(namespace)
          return (
            <li key={provider.name}>
              <button
                type="button"
                className="al-row"
                disabled={!available}
                onClick={() => setChosen(provider.label)}
              >
                <span className="al-row-main">{provider.label}</span>
                <span className="al-row-meta">
                  {available ? `Fees ${provider.feeRange}` : 'Not available on this network'}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <p className="al-hint">
        Card {card.min}–{card.max} {card.currency} · Bank account {bankAccount.min}–
        {bankAccount.max} {bankAccount.currency}
      </p>
      {chosen ? (
        <Notice tone="error" title={`${chosen} checkout is not available`}>
          This project has no on-ramp service connected to create a checkout link.
        </Notice>
      ) : null}
    </div>
  )
}
