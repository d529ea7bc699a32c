import { expect, test } from '../support/test.ts'

test.describe('request guard', () => {
  test('behavior: a request to a host outside this machine fails at once and is recorded', async ({
    page,
    urls,
    outsideRequests,
  }) => {
    await page.goto(urls.host)
    const started = Date.now()
    const outcome = await page.evaluate(() =>
      fetch('https://relay.walletconnect.org/', { mode: 'no-cors' }).then(
        () => 'answered',
        (error: Error) => error.name,
      ),
    )
    expect(outcome).toBe('TypeError')
    // Aborted by the route, not left to time out on a network this machine does not have (a
    // loaded machine takes over 2 s for the round trip alone).
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(outsideRequests).toEqual(['GET https://relay.walletconnect.org/'])
    // Expected here; the fixture fails every other test that makes such a request.
    outsideRequests.length = 0
  })
})
