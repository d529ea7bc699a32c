import { describe, expect, test } from 'vitest'
import { buildWalletFrameCsp } from '../../csp.ts'
import { buildProductionWalletFrameCsp, type ProjectFile } from './buildProductionWalletFrameCsp.ts'

function file(projectId: string, fields: Record<string, unknown>): ProjectFile {
  return {
    name: `${projectId}.json`,
    text: JSON.stringify({ projectId, name: projectId, allowedOrigins: [], ...fields }),
  }
}

const wallet = { frameUrl: 'https://wallet.example/', authUrl: 'https://auth.example/v1' }
const shop = file('shop', {
  allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
  embeddedWallet: wallet,
})
const modalOrigins = ['https://modal.example']

describe('buildProductionWalletFrameCsp', () => {
  test('default: framed by the modal and the hosts of the projects that use the frame', () => {
    const blog = file('blog', { allowedOrigins: ['https://blog.example'] })
    expect(buildProductionWalletFrameCsp({ modalOrigins, files: [shop, blog] })).toBe(
      buildWalletFrameCsp({
        frameAncestors: ['https://modal.example', 'https://shop.example', 'https://*.shop.example'],
        authOrigins: ['https://auth.example'],
      }),
    )
  })

  test.each([
    ['an http:// modal', 'http://modal.example'],
    ['a loopback modal', 'https://localhost:4310'],
  ])('error: %s is refused', (_, origin) => {
    expect(() => buildProductionWalletFrameCsp({ modalOrigins: [origin], files: [shop] })).toThrow(
      `The modal's origin must be https:// on a public host name, such as https://modal.example, not ${origin}.`,
    )
  })

  test.each([
    ['an http:// auth service', { embeddedWallet: { ...wallet, authUrl: 'http://auth.example' } }],
    ['a loopback auth service', { embeddedWallet: { ...wallet, authUrl: 'https://127.0.0.1' } }],
    ['a loopback host', { allowedOrigins: ['http://127.0.0.1:4300'], embeddedWallet: wallet }],
    ['an IPv6 host', { allowedOrigins: ['https://[2001:db8::1]'], embeddedWallet: wallet }],
    ['an invalid entry', { allowedOrigins: ['*'], embeddedWallet: wallet }],
  ])('error: a file with %s is refused, pointing at the modal’s check', (_, fields) => {
    expect(() =>
      buildProductionWalletFrameCsp({
        modalOrigins,
        files: [shop, { ...file('bad', fields), path: 'deploy/projects/bad.json' }],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: deploy/projects/bad.json cannot be served under the production policy. Run \`npm run csp:production -w @airlock/modal-app\` on the same files: it says why.]`,
    )
  })

  test('error: no project uses the frame', () => {
    expect(() =>
      buildProductionWalletFrameCsp({ modalOrigins, files: [file('blog', {})] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: No project file names an embeddedWallet: no project uses the wallet frame.]`,
    )
  })
})
