/** What the probe leaves on the modal's window. */
export type DialogProbe = {
  /** Epoch milliseconds at which the dialog became visible, once per time it was shown. */
  shownAt: number[]
  /** Whether the dialog is visible now. */
  visible: boolean
}

/**
 * An init script for every frame of a bench context: in the modal's frame it watches the dialog
 * (`[role="dialog"]`) and records, each time it goes from hidden to visible, the time right after
 * the frame that paints it (a `requestAnimationFrame` sees it visible, then a task queued from
 * there runs after that frame's paint). Mutations start a short frame-by-frame check, so a CSS
 * transition that starts at opacity 0 counts only when something is painted.
 *
 * @example
 * ```ts
 * await context.addInitScript(installDialogProbe, 'http://localhost:4310')
 * ```
 */
export function installDialogProbe(modalOrigin: string): void {
  if (location.origin !== modalOrigin) return
  const probe: DialogProbe = { shownAt: [], visible: false }
  Object.assign(window, { __dialogProbe: probe })
  const isVisible = () => {
    const dialog = document.querySelector('[role="dialog"]')
    if (dialog === null) return false
    const shown = dialog.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    return shown && dialog.getBoundingClientRect().width > 0
  }
  let framesLeft = 0
  let looping = false
  const tick = () => {
    const visible = isVisible()
    if (visible && !probe.visible) {
      setTimeout(() => probe.shownAt.push(performance.timeOrigin + performance.now()), 0)
    }
    probe.visible = visible
    framesLeft -= 1
    if (framesLeft > 0) requestAnimationFrame(tick)
    else looping = false
  }
  const watch = () => {
    framesLeft = 30
    if (looping) return
    looping = true
    requestAnimationFrame(tick)
  }
  new MutationObserver(watch).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  })
}
