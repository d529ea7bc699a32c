// The wallet frame's page: it checks who framed it, then joins the modal's channel. A page framed
// by anyone else (or opened on its own) says why and never listens.
import { createMethodTable, createWindowMessenger, joinChannel } from '@airlock/shared-protocol'
import {
  checkWalletFrameAncestors,
  readWalletFrameParams,
  walletFrameMethodSchemas,
} from '@airlock/shared-protocol/walletFrame'
import { createAuthClient } from './auth/createAuthClient.ts'
import { createFrameHandlers } from './frame/createFrameHandlers.ts'
import { createFrameStorage } from './storage/createFrameStorage.ts'

function refuse(reason: string): void {
  document.body.textContent = reason
  document.documentElement.dataset.refused = 'true'
}

const read = readWalletFrameParams(location.hash)
const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined
if (!read.ok) {
  refuse(`The wallet frame cannot start: ${read.reason}.`)
} else {
  const { params } = read
  const refusal = checkWalletFrameAncestors(params, ancestors, window.parent !== window)
  if (refusal) {
    refuse(refusal)
  } else {
    const handlers = createFrameHandlers({
      projectId: params.projectId,
      hostOrigin: params.hostOrigin,
      auth: createAuthClient(params),
      storage: createFrameStorage(() => window.localStorage),
    })
    joinChannel({
      messenger: createWindowMessenger(window.parent, params.modalOrigin),
      channel: params.channel,
      methods: createMethodTable(walletFrameMethodSchemas, handlers),
    })
  }
}
