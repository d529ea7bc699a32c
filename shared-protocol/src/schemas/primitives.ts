import * as z from 'zod/mini'
import { isCaipAddress } from '../caip/isCaipAddress.ts'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.ts'
import { NAMESPACES } from '../caip/NAMESPACES.ts'

/** Building blocks shared by the method schemas. */
export const namespaceSchema = z.enum(NAMESPACES)
export const caipNetworkIdSchema = z
  .string()
  .check(z.refine(isCaipNetworkId, 'Expected a CAIP-2 network id of a known namespace'))
export const caipAddressSchema = z
  .string()
  .check(z.refine(isCaipAddress, 'Expected a CAIP-10 account id of a known namespace'))
export const shortTextSchema = z.string().check(z.maxLength(200))
export const urlSchema = z
  .string()
  .check(z.maxLength(2048), z.refine(isHttpUrl, 'Expected an absolute http(s) URL'))
export const idListSchema = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500))

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
