// The modal's entry: boot checks first, then either the static explanation or the dialog and the
// protocol. Everything the first paint needs is in this one bundle; nothing is loaded lazily on
// the way to `open()` (the Connect view is eager; the other views load when first shown).
import './ui/modal.css'
import { AirlockError, createWindowMessenger, ErrorCode } from '@airlock/shared-protocol'
import { Provider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { config } from 'zod/mini'
import { configureAnalytics } from './app/configureAnalytics.ts'
import { connectToHost } from './app/connectToHost.ts'
import { parsePlatform } from './app/parsePlatform.ts'
import { bootModal } from './boot/bootModal.ts'
import { markEnteredDialog } from './boot/markEnteredDialog.ts'
import { readBootEnvironment } from './boot/readBootEnvironment.ts'
import { reportRefusal } from './boot/reportRefusal.ts'
import { projectCustomWalletsAtom } from './state/customWallets.ts'
import { dropUnscopedLayout } from './state/dropUnscopedLayout.ts'
import { hostOriginAtom } from './state/hostOrigin.ts'
import { platformAtom } from './state/platform.ts'
import { createSafeStorage, storageAtom } from './state/storage.ts'
import { createTenantScope } from './state/tenantScope.ts'
import { InvalidConfigView } from './ui/InvalidConfigView.tsx'
import { ModalShell } from './ui/ModalShell.tsx'

// Never probe `new Function`: the CSP forbids it and would report the attempt.
config({ jitless: true })

const container = document.getElementById('root')
if (!container) throw new Error('The modal page has no #root element.')
const root = createRoot(container)

async function start(): Promise<void> {
  const outcome = await bootModal(readBootEnvironment(window))
  if (outcome.kind === 'refused') {
    console.error(`[airlock] Invalid App Configuration: ${outcome.reason}`)
    root.render(<InvalidConfigView reason={outcome.reason} />)
    reportRefusal(window.parent, outcome)
    return
  }
  // Everything the modal keeps belongs to this (project, verified host) pair: other projects and
  // hosts framed under the same top-level site share the browser's storage partition.
  const scope = createTenantScope(outcome.project.projectId, outcome.hostOrigin)
  // What an earlier version stored unscoped is never read again.
  dropUnscopedLayout({
    localStorage: () => window.localStorage,
    indexedDB: () => window.indexedDB,
  })
  const store = createStore()
  store.set(hostOriginAtom, outcome.hostOrigin)
  // Before connectToHost: the host's ready() answer may open the modal, whose MODAL_OPEN is sent.
  configureAnalytics(store, {
    analyticsUrl: outcome.project.analyticsUrl,
    hostOrigin: outcome.hostOrigin,
  })
  // The wallets the operator offers on every host of the project (the host's own come first).
  store.set(projectCustomWalletsAtom, outcome.project.customWallets)
  // The modal origin's storage (the stored connectors, recent wallets, sign-ins…) under the
  // scope's keys; memory where the browser blocks it in a third-party frame.
  store.set(
    storageAtom,
    createSafeStorage(() => window.localStorage, { scope }),
  )
  // The environment the rules depend on, read from the browser once.
  store.set(
    platformAtom,
    parsePlatform({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      telegramWebview: 'TelegramWebviewProxy' in window,
    }),
  )
  // The dialog renders once the host has answered ready(), not before: an open() made while the
  // modal booted is then in the store for the first render, which paints the open dialog at once
  // instead of rendering the closed shell and then the dialog, and the handshake does not wait
  // behind that first render.
  const renderShell = () => {
    markEnteredDialog(store, document.documentElement)
    flushSync(() => {
      root.render(
        <StrictMode>
          <Provider store={store}>
            <ModalShell />
          </Provider>
        </StrictMode>,
      )
    })
  }
  try {
    await connectToHost({
      store,
      project: outcome.project,
      instance: outcome.instance.instance,
      scope,
      root: document.documentElement,
      messenger: createWindowMessenger(window.parent, outcome.hostOrigin),
      commit: (change) => flushSync(change),
    })
    renderShell()
  } catch (error) {
    const code = error instanceof AirlockError ? error.code : undefined
    // Refused options were reported to the host SDK, which logs them in the host page's console.
    const refusedOptions = code === ErrorCode.INVALID_OPTIONS || code === ErrorCode.UNKNOWN_OPTION
    if (!refusedOptions) console.error('[airlock] The connection to the host failed.', error)
    if (refusedOptions || code === ErrorCode.PROTOCOL_MISMATCH) {
      root.render(<InvalidConfigView reason={(error as AirlockError).shortMessage} />)
    } else {
      renderShell()
    }
  }
}

start().catch((error: unknown) => {
  // Fail closed: whatever broke, no protocol method is exposed and the page says why.
  console.error('[airlock] The modal failed to start.', error)
  const message = error instanceof Error ? error.message : String(error)
  root.render(<InvalidConfigView reason={`The modal failed to start: ${message}`} />)
})
