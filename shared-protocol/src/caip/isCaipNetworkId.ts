import type { CaipNetworkId } from './CaipNetworkId.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

/**
 * Whether a value is a well-formed CAIP-2 id of a known namespace.
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
