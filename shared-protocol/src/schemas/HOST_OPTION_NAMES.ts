/**
 * The createModal() options that stay in the host page: the host SDK takes them out before the
 * rest goes to the modal. The modal names them when a visitor's page passes one in another case
 * (`modalURL`), since that one reached it as an unknown option.
 */
export const HOST_OPTION_NAMES = [
  'projectId',
  'modalUrl',
  'handshakeTimeoutMs',
  'requestTimeoutMs',
  'adapters',
] as const
