import * as z from 'zod/mini'

/**
 * The suffix of every name the names API registers: the visitor types the label, the account is
 * named `<label>.airlock` (the reference API's `normalizeName` checks it, the modal shows it).
 */
export const NAME_SUFFIX = '.airlock'

/**
 * The answer of `GET {apiUrl}names/nonce?projectId=<id>`: a single-use nonce the next name
 * registration of that project must sign, and when the API stops taking it (ISO 8601).
 */
export const nameNonceSchema = z.object({
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{16,128}$/)),
  expiresAt: z.string().check(z.minLength(1), z.maxLength(64)),
})

/** A nonce the names API handed out (see {@link nameNonceSchema}). */
export type NameNonce = z.infer<typeof nameNonceSchema>

/**
 * What a wallet signs (`personal_sign`, as the JSON text of {@link createNameRegistrationMessage})
 * to register a name: the name and attributes, and what binds the signature to one registration
 * only: the ENSIP-11 `coinType` it is for, the `projectId` whose API takes it and the server's
 * single-use `nonce`. A signature sent to another project, for another coin type or a second
 * time is refused.
 */
export const nameRegistrationMessageSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(256)),
  attributes: z.record(z.string(), z.unknown()),
  coinType: z.number().check(z.int(), z.nonnegative()),
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  nonce: nameNonceSchema.shape.nonce,
})

/** The fields of a name registration message (see {@link nameRegistrationMessageSchema}). */
export type NameRegistrationMessage = z.infer<typeof nameRegistrationMessageSchema>

/**
 * The exact text a wallet signs to register a name: {@link nameRegistrationMessageSchema}'s
 * fields as JSON, in a fixed order so that the text shown in the wallet is stable.
 */
export function createNameRegistrationMessage(fields: NameRegistrationMessage): string {
  const { name, attributes, coinType, projectId, nonce } = fields
  return JSON.stringify({ name, attributes, coinType, projectId, nonce })
}
