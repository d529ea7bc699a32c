import { expect, it } from 'vitest'
import { readStackConfig } from './readStackConfig.ts'

it('default: the documented ports, chains on, building, the repository dist folders', () => {
  expect(readStackConfig({})).toEqual({
    hostPort: 4300,
    modalPort: 4310,
    relayPort: 4320,
    evmPort: 8545,
    evm2Port: 8546,
    solanaPort: 8899,
    walletPort: 4340,
    apiPort: 4330,
    walletFramePort: 4350,
    authPort: 4360,
    oidcPort: 4370,
    smtpPort: 2525,
    authProvidersFile: undefined,
    authSmtpUrl: undefined,
    chains: true,
    skipBuild: false,
    hostRoot: undefined,
    modalRoot: undefined,
  })
})

it('args: every variable', () => {
  expect(
    readStackConfig({
      AIRLOCK_HOST_PORT: '5300',
      AIRLOCK_MODAL_PORT: ' 5310 ',
      AIRLOCK_RELAY_PORT: '5320',
      AIRLOCK_EVM_PORT: '9545',
      AIRLOCK_EVM2_PORT: '9546',
      AIRLOCK_SOLANA_PORT: '9899',
      AIRLOCK_WALLET_PORT: '0',
      AIRLOCK_API_PORT: '5330',
      AIRLOCK_WALLET_FRAME_PORT: '5350',
      AIRLOCK_AUTH_PORT: '5360',
      AIRLOCK_OIDC_PORT: '5370',
      AIRLOCK_SMTP_PORT: '3525',
      AIRLOCK_AUTH_PROVIDERS: '/etc/airlock/providers.json',
      AIRLOCK_AUTH_SMTP_URL: 'smtps://mailer.example',
      AIRLOCK_CHAINS: '0',
      AIRLOCK_SKIP_BUILD: '1',
      AIRLOCK_HOST_DIST: '/tmp/host',
      AIRLOCK_MODAL_DIST: '/tmp/modal',
    }),
  ).toEqual({
    hostPort: 5300,
    modalPort: 5310,
    relayPort: 5320,
    evmPort: 9545,
    evm2Port: 9546,
    solanaPort: 9899,
    walletPort: 0,
    apiPort: 5330,
    walletFramePort: 5350,
    authPort: 5360,
    oidcPort: 5370,
    smtpPort: 3525,
    authProvidersFile: '/etc/airlock/providers.json',
    authSmtpUrl: 'smtps://mailer.example',
    chains: false,
    skipBuild: true,
    hostRoot: '/tmp/host',
    modalRoot: '/tmp/modal',
  })
  expect(readStackConfig({ AIRLOCK_SKIP_BUILD: '0', AIRLOCK_HOST_PORT: '' }).skipBuild).toBe(false)
  expect(readStackConfig({ AIRLOCK_HOST_PORT: '' }).hostPort).toBe(4300)
})

it.each([
  ['0', false],
  ['false', false],
  ['NO', false],
  ['1', true],
  ['', true],
])('args: AIRLOCK_CHAINS=%s runs chains: %s', (value, chains) => {
  expect(readStackConfig({ AIRLOCK_CHAINS: value }).chains).toBe(chains)
})

it.each([
  'AIRLOCK_MODAL_PORT',
  'AIRLOCK_RELAY_PORT',
  'AIRLOCK_EVM_PORT',
  'AIRLOCK_EVM2_PORT',
  'AIRLOCK_SOLANA_PORT',
  'AIRLOCK_WALLET_PORT',
  'AIRLOCK_API_PORT',
])('error: a bad %s names the variable', (name) => {
  expect(() => readStackConfig({ [name]: '70000' })).toThrow(
    `${name} must be a port number from 0 to 65535, got '70000'.`,
  )
})

it.each(['abc', '-1', '4300.5', '70000', '0x10'])('error: port %s names the variable', (value) => {
  expect(() => readStackConfig({ AIRLOCK_MODAL_PORT: value })).toThrow(
    `AIRLOCK_MODAL_PORT must be a port number from 0 to 65535, got '${value}'.`,
  )
})
