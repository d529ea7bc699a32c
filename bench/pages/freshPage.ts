// The bench's "fresh page": createModal() and open() as soon as the page's script runs.
import { createModal } from '@airlock/host-sdk'
import { readModalUrl } from './readModalUrl.ts'

const startedAt = performance.timeOrigin + performance.now()
const modal = createModal({ projectId: 'demo', modalUrl: readModalUrl() })
void modal.open()
Object.assign(window, { airlock: { modal }, __startedAt: startedAt })
