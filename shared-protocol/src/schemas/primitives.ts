import * as z from 'zod/mini'
import { isCaipNetworkId } from '../caip/caip.ts'
import { NAMESPACES } from '../constants.ts'
import { isHttpUrl } from '../urls/assertOpenableUrl.ts'

/** Building blocks of the zod schemas of the modal's options. */
export const namespaceSchema = z.enum(NAMESPACES)
export const caipNetworkIdSchema = z
  .string()
  .check(z.refine(isCaipNetworkId, 'Expected a CAIP-2 network id of a known namespace'))
export const shortTextSchema = z.string().check(z.maxLength(200))
export const urlSchema = z
  .string()
  .check(z.maxLength(2048), z.refine(isHttpUrl, 'Expected an absolute http(s) URL'))
export const idListSchema = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500))
