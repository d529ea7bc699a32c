import { MAX_CONNECTOR_ICON_LENGTH } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { isConnectorIcon, MAX_ICON_LENGTH } from './HostWallet.ts'

test('behavior: the copied bound equals shared-protocol’s', () => {
  expect(MAX_ICON_LENGTH).toBe(MAX_CONNECTOR_ICON_LENGTH)
})

test('default: data:image and https icons up to the bound', () => {
  expect(isConnectorIcon('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
  expect(isConnectorIcon('DATA:IMAGE/PNG;base64,AA==')).toBe(true)
  expect(isConnectorIcon('https://icons.example/w.png')).toBe(true)
  expect(isConnectorIcon(`data:image/png;base64,${'A'.repeat(MAX_ICON_LENGTH - 22)}`)).toBe(true)
})

test('error: other schemes, other data types, too long, not a string', () => {
  for (const icon of [
    'javascript:alert(1)',
    ' data:image/png;base64,AA==',
    'data:text/html,<script>',
    'http://icons.example/w.png',
    '//icons.example/w.png',
    `data:image/png;base64,${'A'.repeat(MAX_ICON_LENGTH)}`,
    undefined,
    42,
  ]) {
    expect([icon, isConnectorIcon(icon)]).toEqual([icon, false])
  }
})
