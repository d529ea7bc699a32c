import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createWalletFrameService } from './createWalletFrameService.ts'

test('default: serves the frame with a CSP naming the modal and host as ancestors', async () => {
  const root = await mkdtemp(join(tmpdir(), 'wallet-frame-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>wallet</title>')
  await writeFile(join(root, 'login-done.html'), '<p>You can close this window.</p>')
  const started = await createWalletFrameService({ root, port: 0 }).start({
    endpoints: {},
    modalOrigin: () => 'http://localhost:4310',
    hostOrigin: () => 'http://127.0.0.1:4300',
  })
  try {
    expect(started.endpoints?.walletFrameUrl).toBe(started.url)
    const page = await fetch(started.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src http://127.0.0.1:* http://localhost:*; frame-ancestors http://localhost:4310 http://127.0.0.1:4300; base-uri 'none'; form-action 'none'",
    )
    const done = await fetch(new URL('login-done.html', started.url))
    expect(await done.text()).toContain('You can close this window.')
  } finally {
    await started.stop()
  }
})
