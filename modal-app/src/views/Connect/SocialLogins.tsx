import { useStore } from 'jotai/react'
import Ellipsis from 'lucide-react/icons/ellipsis'
import { pushView } from '../../state/router/viewStack.ts'
import { socialLabel } from '../../ui/format.ts'
import { SocialIcon } from '../../ui/SocialIcon.tsx'

/** Props of {@link SocialLogins}. */
export type SocialLoginsProps = {
  /** The offered providers, in the order to show (the last one used first). */
  providers: readonly string[]
}

/** Icon buttons in the row under the first provider; with more, three and "More". */
const ROW = 4

/**
 * Connect's social logins, loaded after its first paint (the marks are 3 KB): the first provider
 * as a wide "Continue with …" button, the next ones as a row of icon buttons named by their
 * provider, and "More" (the Socials view) when they do not fit one row. Each opens Socials,
 * which starts that login at once.
 */
export function SocialLogins({ providers }: SocialLoginsProps) {
  const store = useStore()
  const [first, ...rest] = providers
  if (first === undefined) return null
  const row = rest.length > ROW ? rest.slice(0, ROW - 1) : rest
  const start = (provider: string) => pushView(store, 'Socials', { provider })
  return (
    <ul className="al-socials" aria-label="Social logins">
      <li className="al-socials-wide">
        <button type="button" className="al-button al-button-block" onClick={() => start(first)}>
          <SocialIcon provider={first} />
          Continue with {socialLabel(first)}
        </button>
      </li>
      {row.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="al-button al-social-button"
            aria-label={`Continue with ${socialLabel(provider)}`}
            title={socialLabel(provider)}
            onClick={() => start(provider)}
          >
            <SocialIcon provider={provider} />
          </button>
        </li>
      ))}
      {row.length < rest.length ? (
        <li>
          <button
            type="button"
            className="al-button al-social-button"
            aria-label="More social logins"
            title="More"
            onClick={() => pushView(store, 'Socials')}
          >
            <Ellipsis size={20} aria-hidden="true" />
          </button>
        </li>
      ) : null}
    </ul>
  )
}
