import type { CaipAddress } from './CaipNetworkId.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

/**
 * Whether a value is a well-formed CAIP-10 account id of a known namespace.
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
