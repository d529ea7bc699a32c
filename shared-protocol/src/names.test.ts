import { expect, test } from 'vitest'
import {
  createNameRegistrationMessage,
  nameNonceSchema,
  nameRegistrationMessageSchema,
} from './names.ts'

const fields = {
  name: 'alice.airlock',
  attributes: {},
  coinType: 60,
  projectId: 'demo',
  nonce: '0123456789abcdef0123456789abcdef',
}

test('default: the signed text is the fields in a fixed order, and reads back', () => {
  const message = createNameRegistrationMessage({ ...fields, nonce: fields.nonce })
  expect(message).toMatchInlineSnapshot(
    `"{"name":"alice.airlock","attributes":{},"coinType":60,"projectId":"demo","nonce":"0123456789abcdef0123456789abcdef"}"`,
  )
  expect(nameRegistrationMessageSchema.parse(JSON.parse(message))).toEqual(fields)
})

test('error: a message without the binding fields, or with extra ones, is refused', () => {
  const { projectId: _, ...noProject } = fields
  expect(nameRegistrationMessageSchema.safeParse(noProject).success).toBe(false)
  expect(nameRegistrationMessageSchema.safeParse({ ...fields, timestamp: 1 }).success).toBe(false)
  expect(nameRegistrationMessageSchema.safeParse({ ...fields, nonce: 'a\nb' }).success).toBe(false)
})

test('error: a nonce answer whose nonce could smuggle text is refused', () => {
  expect(nameNonceSchema.safeParse({ nonce: fields.nonce, expiresAt: 'x' }).success).toBe(true)
  expect(nameNonceSchema.safeParse({ nonce: 'short', expiresAt: 'x' }).success).toBe(false)
})
