// The gallery of the modal's views (issue 18): each view in its states, rendered with the modal's
// own components, stylesheet and state, from a store set up in the state to show, with fixture
// data and fake chain and wallet answers (no network). The demo host serves it
// (demo-host/gallery.html) and the browser tests take its pictures (e2e/tests/gallery*.spec.ts).
/// <reference types="vite/client" />
import '../ui/modal.css'
import './gallery.css'
import { Provider } from 'jotai/react'
import { createRoot } from 'react-dom/client'
import { VisibilityGateContext } from '../ui/useVisibleToVisitor.ts'
import type { Panel } from './fixtures.ts'

// Every `*Panels.tsx` beside this file is a group of panels (one file per group of views), shown
// in the order of the file names.
const groups = import.meta.glob<{ panels: () => Panel[] }>('./*Panels.tsx', { eager: true })

/** The group names, from the file names: `connect` for `./connectPanels.tsx`. */
const groupNames = Object.keys(groups).map((path) => path.replace(/^\.\/(.*)Panels\.tsx$/, '$1'))

/**
 * The panels of one group, or of all groups when `group` is undefined. A browser test that
 * pictures one group renders only its panels: a page of every group took seconds to settle.
 *
 * @throws {Error} when `group` names no group.
 */
function panels(group: string | undefined): Panel[] {
  if (group === undefined) return Object.values(groups).flatMap((each) => each.panels())
  const one = groups[`./${group}Panels.tsx`]
  if (!one) {
    throw new Error(`The gallery has no group "${group}"; its groups: ${groupNames.join(', ')}.`)
  }
  return one.panels()
}

/**
 * Keeps a card's slot a whole number of pixels tall (its card's height rounded up). Line heights
 * such as 1.4 × 14 px give cards fractional heights, so without this a card's top, and with it
 * the size of its picture (rounded out to whole pixels), would depend on the cards before it.
 */
function snapToWholePixels(slot: HTMLDivElement | null): (() => void) | undefined {
  const card = slot?.firstElementChild
  if (!slot || !card) return undefined
  const observer = new ResizeObserver(() => {
    slot.style.height = `${Math.ceil(card.getBoundingClientRect().height)}px`
  })
  observer.observe(card)
  return () => observer.disconnect()
}

/**
 * Renders the panels of the gallery (those of `group` only, if given) into `container`, each view
 * in a card of the modal's own markup and stylesheet, under its own store. The theme is the
 * document's (`data-theme`).
 */
export function mountGallery(container: HTMLElement, group?: string): void {
  createRoot(container).render(
    <div className="al-gallery">
      {panels(group).map((panel) => (
        <div
          key={panel.id}
          className="al-gallery-slot"
          // One callback per slot: Preact keeps a ref's cleanup on the callback itself, so a
          // shared one would disconnect each slot's observer when the next slot mounts.
          ref={(slot) => snapToWholePixels(slot)}
        >
          <section
            className="al-card al-gallery-card"
            data-testid={`gallery-${panel.id}`}
            aria-label={`${panel.title} (${panel.id})`}
          >
            <header className="al-header">
              <span className="al-header-slot" />
              <h2 className="al-title">{panel.title}</h2>
              <span className="al-header-slot" />
            </header>
            <div className="al-body">
              <VisibilityGateContext.Provider value={false}>
                <Provider store={panel.store}>{panel.view}</Provider>
              </VisibilityGateContext.Provider>
            </div>
          </section>
        </div>
      ))}
    </div>,
  )
}
