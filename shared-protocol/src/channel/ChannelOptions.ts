import type { Messenger } from './Messenger.ts'
import type { MethodTable } from './MethodTable.ts'

/** Options of {@link acceptChannel} and {@link joinChannel}. */
export type ChannelOptions = {
  /**
   * Reaches the peer for the handshake: {@link createWindowMessenger} between windows,
   * {@link createPortMessenger} over a MessageChannel in tests.
   */
  messenger: Messenger
  /**
   * What this side exposes: the table from {@link createMethodTable}.
   */
  methods: MethodTable
  /**
   * Disambiguates several modals on one page: the instance id. Handshakes of other channels are
   * ignored.
   */
  channel: string
}
