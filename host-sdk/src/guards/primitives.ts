import { NAMESPACES } from '@airlock/shared-protocol'
import { oneOf, str } from './guards.ts'

// The guard twins of shared-protocol's schemas/primitives.ts. The CAIP rules are regexes here
// (shared-protocol's parsers carry long error texts the host never shows); guards.test.ts checks
// that both agree.

const network = `(${NAMESPACES.join('|')}):[-_a-zA-Z0-9]{1,32}`
const caipNetworkIdPattern = new RegExp(`^${network}$`)
const caipAddressPattern = new RegExp(`^${network}:[-.%a-zA-Z0-9]{1,128}$`)

/** Whether `value` parses as an absolute http(s) URL. */
export const isHttpUrl = (value: unknown): value is string => {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Whether `value` is a CAIP-2 network id of a known namespace (isCaipNetworkId's twin). */
export const isNetworkId = (value: unknown): value is string =>
  typeof value === 'string' && caipNetworkIdPattern.test(value)

/** Up to 200 characters. */
export const shortText = str()
/** A CAIP-2 network id of a known namespace. */
export const caipNetworkId = str(2048, 0, isNetworkId, 'a CAIP-2 network id')
/** A CAIP-10 account id of a known namespace. */
export const caipAddress = str(
  2048,
  0,
  (value) => caipAddressPattern.test(value),
  'a CAIP-10 account id',
)
/** One of the chain namespaces. */
export const namespace = oneOf(NAMESPACES)
