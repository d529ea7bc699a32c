/**
 * Records when each click on `button` happened, in epoch milliseconds, before any other listener
 * runs (capture phase on the window). The event's own timestamp is used, so time the page spends
 * before dispatching the click counts too.
 */
export function recordClicks(button: Element): void {
  const clicks: number[] = []
  Object.assign(window, { __clickAt: clicks })
  window.addEventListener(
    'click',
    (event) => {
      if (event.target === button) clicks.push(performance.timeOrigin + event.timeStamp)
    },
    { capture: true },
  )
}
