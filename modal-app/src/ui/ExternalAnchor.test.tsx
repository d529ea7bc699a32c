// @vitest-environment happy-dom
import { cleanup, createEvent, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { HostLink } from '../app/HostLink.ts'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { renderView, testStore } from '../views/renderView.tsx'
import { ExternalAnchor } from './ExternalAnchor.tsx'

afterEach(cleanup)

describe('ExternalAnchor', () => {
  test('default: a new-tab link without opener', () => {
    renderView(<ExternalAnchor href="https://example.org/terms">Terms</ExternalAnchor>)
    const anchor = screen.getByRole('link', { name: 'Terms' })
    expect(anchor.getAttribute('href')).toBe('https://example.org/terms')
    expect(anchor.getAttribute('target')).toBe('_blank')
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('behavior: with a host channel, the host opens it and the browser does not', () => {
    const store = testStore()
    const openUrl = vi.fn(async () => true)
    store.set(hostLinkAtom, { openUrl } as unknown as HostLink)
    renderView(<ExternalAnchor href="https://example.org/terms">Terms</ExternalAnchor>, store)
    const anchor = screen.getByRole('link', { name: 'Terms' })
    const click = createEvent.click(anchor)
    fireEvent(anchor, click)
    expect(openUrl).toHaveBeenCalledWith('https://example.org/terms')
    expect(click.defaultPrevented).toBe(true)
  })

  test('behavior: without a host channel, the browser follows the link', () => {
    renderView(<ExternalAnchor href="https://example.org/terms">Terms</ExternalAnchor>)
    const anchor = screen.getByRole('link', { name: 'Terms' })
    let followed: boolean | undefined
    // The click's last listener: it reads whether the browser would follow the link, then stops
    // happy-dom from really loading the page, a request to a host outside this machine.
    const lastListener = (event: Event) => {
      followed = !event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', lastListener)
    try {
      fireEvent.click(anchor)
    } finally {
      window.removeEventListener('click', lastListener)
    }
    expect(followed).toBe(true)
  })
})
