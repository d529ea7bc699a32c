import { PROTOCOL_VERSION } from '@airlock/shared-protocol'

/**
 * The iframe URL: the modal URL with what the modal needs before the handshake in the hash
 * (which never reaches a server): project, instance id (the channel), protocol version and
 * the host origin, which the modal cross-checks with `ancestorOrigins` and the referrer; and a
 * light theme, so that the loading card the modal's page shows before the handshake is light too.
 */
export function buildIframeSrc(
  modalUrl: string,
  projectId: string,
  instanceId: string,
  hostOrigin: string,
  // The host's unchecked `themeMode` option: anything but 'light' is the default, dark.
  themeMode?: unknown,
): string {
  return `${modalUrl.split('#')[0]}#projectId=${projectId}&instance=${instanceId}&v=${PROTOCOL_VERSION}&origin=${encodeURIComponent(hostOrigin)}${themeMode === 'light' ? '&theme=light' : ''}`
}
