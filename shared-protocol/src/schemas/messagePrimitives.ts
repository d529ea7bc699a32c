import { isCaipAddress, isCaipNetworkId } from '../caip/caip.ts'
import { NAMESPACES, type ViewName } from '../constants.ts'
import { oneOf, refine, type Schema, string } from './schema.ts'

/** Building blocks of the message schemas. */
export const namespace = oneOf(NAMESPACES)
export const caipNetworkId: Schema<string> = refine(
  isCaipNetworkId,
  'Expected a CAIP-2 network id of a known namespace',
)
export const caipAddress: Schema<string> = refine(
  isCaipAddress,
  'Expected a CAIP-10 account id of a known namespace',
)
export const shortText = string()
/** `null`, the answer of a method that has nothing to say. */
export const nothing = oneOf([null])
/**
 * Any view-shaped name: the modal knows its views and refuses others in open(); a host SDK that
 * listed them would refuse the views of a newer modal (in open() and in its snapshots).
 */
export const viewName = string(1, 64) as Schema<ViewName>
