import { expect, test } from 'vitest'
import { openRecoveryKit, sealRecoveryKit } from './recoveryKit.ts'

const wallet = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const share = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 3])

test('default: the kit opens with its passphrase and gives the share back', async () => {
  const kit = await sealRecoveryKit(share, 'correct horse battery', wallet)
  expect(kit).toMatch(/^airlock-recovery-kit-v1:[A-Za-z0-9+/=]+$/)
  expect(await openRecoveryKit(kit, 'correct horse battery', wallet)).toEqual(share)
})

test('error: a wrong passphrase, another wallet, or not a kit', async () => {
  const kit = await sealRecoveryKit(share, 'correct horse battery', wallet)
  await expect(openRecoveryKit(kit, 'correct horse battery!', wallet)).rejects.toMatchObject({
    code: 'WRONG_PASSPHRASE',
    message: 'The passphrase does not open this recovery kit.',
  })
  await expect(
    openRecoveryKit(kit, 'correct horse battery', '0x0000000000000000000000000000000000000001'),
  ).rejects.toMatchObject({
    code: 'INVALID_PARAMS',
    message:
      'This recovery kit belongs to the wallet 0x9858EfFD232B4033E47d90003D41EC34EcaEda94, not 0x0000000000000000000000000000000000000001.',
  })
  await expect(openRecoveryKit('hello', 'x', wallet)).rejects.toMatchObject({
    code: 'INVALID_PARAMS',
    message: 'This is not an Airlock recovery kit: it starts with "airlock-recovery-kit-v1:".',
  })
})
