import { useAtomValue } from 'jotai/react'
import type { ComponentProps } from 'react'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'

/** Props of {@link ExternalAnchor}: an `<a>`'s, with `href` required and no `target` or `rel`. */
export type ExternalAnchorProps = Omit<
  ComponentProps<'a'>,
  'href' | 'target' | 'rel' | 'onClick'
> & {
  href: string
}

/**
 * A link out of the modal. The host opens it inside the click (the iframe's own new tab may be
 * blocked); without a host channel the browser follows the plain link.
 */
export function ExternalAnchor({ href, children, ...rest }: ExternalAnchorProps) {
  const link = useAtomValue(hostLinkAtom)
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!link) return
        event.preventDefault()
        void link.openUrl(href).catch(() => undefined)
      }}
    >
      {children}
    </a>
  )
}
