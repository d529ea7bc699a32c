import { createDemoSession, type DemoSession } from '../createDemoSession.ts'
import { createSitePermissions } from '../createSitePermissions.ts'
import type { WalletPrompt } from '../createWalletPrompt.ts'
import { openWalletStorage } from '../openWalletStorage.ts'

/**
 * A demo wallet session for unit tests: in-memory permissions and a prompt that answers with the
 * next of `answers` (Approve when they run out), recording what it was asked.
 */
export function testSession(address: string, answers: boolean[] = []) {
  const asked: Array<{ title: string; method: string }> = []
  const prompt: WalletPrompt = {
    ask: async ({ title, method }) => {
      asked.push({ title, method })
      return answers.shift() ?? true
    },
    isOpen: () => false,
    destroy: () => {},
  }
  const session: DemoSession = createDemoSession({
    name: 'Test wallet',
    address,
    networkName: 'Test network',
    prompt,
    permissions: createSitePermissions({
      walletId: 'test',
      origin: 'https://dapp.example',
      storage: openWalletStorage(() => undefined),
    }),
  })
  return { session, asked }
}
