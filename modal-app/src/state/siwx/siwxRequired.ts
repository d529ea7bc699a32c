/**
 * The SIWX rule of spec §4 on connect: the sign view opens when SIWX is on, the network is
 * supported and no session exists.
 */
export function siwxRequired(input: {
  siwxEnabled: boolean
  networkSupported: boolean
  hasSession: boolean
}): boolean {
  return input.siwxEnabled && input.networkSupported && !input.hasSession
}
