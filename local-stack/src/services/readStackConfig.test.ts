import { expect, it } from 'vitest'
import { readStackConfig } from './readStackConfig.ts'

it('default: the documented ports, building, the repository dist folders', () => {
  expect(readStackConfig({})).toEqual({
    hostPort: 4300,
    modalPort: 4310,
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
      AIRLOCK_SKIP_BUILD: '1',
      AIRLOCK_HOST_DIST: '/tmp/host',
      AIRLOCK_MODAL_DIST: '/tmp/modal',
    }),
  ).toEqual({
    hostPort: 5300,
    modalPort: 5310,
    skipBuild: true,
    hostRoot: '/tmp/host',
    modalRoot: '/tmp/modal',
  })
  expect(readStackConfig({ AIRLOCK_SKIP_BUILD: '0', AIRLOCK_HOST_PORT: '' }).skipBuild).toBe(false)
  expect(readStackConfig({ AIRLOCK_HOST_PORT: '' }).hostPort).toBe(4300)
})

it.each(['abc', '-1', '4300.5', '70000', '0x10'])('error: port %s names the variable', (value) => {
  expect(() => readStackConfig({ AIRLOCK_MODAL_PORT: value })).toThrow(
    `AIRLOCK_MODAL_PORT must be a port number from 0 to 65535, got '${value}'.`,
  )
})
