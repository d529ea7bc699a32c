import { expect, test } from 'vitest'
import { readSiwxOption } from './readSiwxOption.ts'

test('default: no or an unknown siwx parameter leaves SIWX off', () => {
  expect(readSiwxOption('')).toBeUndefined()
  expect(readSiwxOption('?siwx=yes')).toBeUndefined()
})

test('behavior: required and optional', () => {
  expect(readSiwxOption('?siwx=required')).toEqual({
    required: true,
    statement: 'Sign in to the Airlock demo',
  })
  expect(readSiwxOption('?a=1&siwx=optional')).toEqual({
    required: false,
    statement: 'Sign in to the Airlock demo',
  })
})
