// A dapp's own code, as integrators write it with ethers v6 and viem against Airlock's EIP-1193
// provider. dapp-libraries.spec.ts bundles it with esbuild and adds it to the demo host page
// (the host SDK and the demo wallets are already there) as `window.dapp`.
import { BrowserProvider, Contract, type Eip1193Provider } from 'ethers'
import { createWalletClient, custom, erc20Abi, type Hex, publicActions } from 'viem'
import { anvil } from 'viem/chains'

/** How long `ethersSend` lets ethers wait for the receipt (it polls every 4 s). */
const RECEIPT_WAIT_MS = 20_000

const ERC20 = [
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
]

/** The provider as a dapp keeps it: EIP-1193 with its events. */
type Provider = Eip1193Provider & {
  on(event: string, listener: (value: unknown) => void): unknown
  removeListener(event: string, listener: (value: unknown) => void): unknown
}

const provider = () =>
  (
    window as unknown as { airlockModal: { getProvider(ns: 'eip155'): Provider } }
  ).airlockModal.getProvider('eip155')

const ethers = () => new BrowserProvider(provider())

const viem = () =>
  createWalletClient({ chain: anvil, transport: custom(provider()) }).extend(publicActions)

/** The provider's events since `recordEvents()`, in the order the dapp got them. */
const events: Array<{ event: string; data: unknown }> = []

/** What each flow gives back, as strings (bigints do not cross `page.evaluate`). */
const dapp = {
  /** Listens to `connect`, `accountsChanged`, `chainChanged` and `disconnect`, for `readEvents()`. */
  recordEvents() {
    for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect']) {
      provider().on(event, (data) => {
        events.push({
          event,
          data: data instanceof Error ? { code: (data as { code?: unknown }).code } : data,
        })
      })
    }
  },

  readEvents() {
    return events
  },

  /** A plain EIP-1193 request, as the dapp sees its outcome: the error's code, or 'answered'. */
  async requestCode(method: string, params: unknown[]) {
    return provider()
      .request({ method, params })
      .then(
        () => 'answered',
        (error: { code?: number }) => error.code,
      )
  },

  /** ethers: reads before any wallet is connected. */
  async ethersReads(token: string, holder: string) {
    const browser = ethers()
    const balance: bigint = await new Contract(token, ERC20, browser).getFunction('balanceOf')(
      holder,
    )
    return {
      blockNumber: await browser.getBlockNumber(),
      chainId: String((await browser.getNetwork()).chainId),
      balance: String(balance),
    }
  },

  /** ethers: `getSigner` (connects), `sendTransaction`, `waitForTransaction`. */
  async ethersSend(to: string, wei: string) {
    const browser = ethers()
    const signer = await browser.getSigner()
    const sent = await signer.sendTransaction({ to, value: BigInt(wei) })
    // ethers waits for a later block without end: its own timeout fails the test saying so.
    const receipt = await browser
      .waitForTransaction(sent.hash, 1, RECEIPT_WAIT_MS)
      .catch(async (error: unknown) => {
        const found = await browser.getTransactionReceipt(sent.hash)
        throw new Error(
          `ethers' waitForTransaction saw no receipt of ${sent.hash} within ${RECEIPT_WAIT_MS} ms; the chain (${sent.chainId}) has it ${found ? `in block ${found.blockNumber}` : 'unmined'} and is at block ${await browser.getBlockNumber()}.`,
          { cause: error },
        )
      })
    return { from: signer.address, hash: sent.hash, status: receipt?.status }
  },

  /** ethers: `Contract` write `transfer`, waited for. */
  async ethersTransfer(token: string, to: string, amount: string) {
    const signer = await ethers().getSigner()
    const sent = await new Contract(token, ERC20, signer).getFunction('transfer')(
      to,
      BigInt(amount),
    )
    const receipt = await sent.wait()
    return { status: receipt?.status }
  },

  /** ethers: a method Airlock refuses, as the dapp sees the error. */
  async ethersRefused(method: string, params: unknown[]) {
    return ethers()
      .send(method, params)
      .then(
        () => 'answered',
        (error: { error?: { code?: number; message?: string }; shortMessage?: string }) =>
          error.error ?? error.shortMessage,
      )
  },

  /** viem: `publicActions` on the wallet client: `getBlockNumber`, `simulateContract` + `writeContract`. */
  async viemTransfer(token: Hex, to: Hex, amount: string) {
    const client = viem()
    const [account] = await client.requestAddresses()
    if (!account) throw new Error('no account')
    const blockNumber = await client.getBlockNumber()
    const { request } = await client.simulateContract({
      account,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, BigInt(amount)],
    })
    const hash = await client.writeContract(request)
    const receipt = await client.waitForTransactionReceipt({ hash })
    return { blockNumber: String(blockNumber), status: receipt.status }
  },

  /** viem: `signTypedData` (EIP-712). */
  async viemSignTypedData() {
    const client = viem()
    const [account] = await client.getAddresses()
    if (!account) throw new Error('no account')
    return client.signTypedData({
      account,
      domain: { name: 'Airlock e2e', version: '1', chainId: anvil.id },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello from viem' },
    })
  },

  /**
   * viem: `switchChain`, as a dapp moves the wallet to another of its chains; resolves once the
   * provider emitted `chainChanged`, with what it emitted and what `eth_chainId` says then.
   */
  async viemSwitchChain(id: number) {
    const changed = new Promise<unknown>((resolve) => {
      const listener = (chainId: unknown) => {
        provider().removeListener('chainChanged', listener)
        resolve(chainId)
      }
      provider().on('chainChanged', listener)
    })
    await viem().switchChain({ id })
    return { chainChanged: await changed, chainId: await viem().getChainId() }
  },

  /** viem: EIP-5792 `sendCalls`, waited for with `waitForCallsStatus`. */
  async viemSendCalls(to: Hex, wei: string) {
    const client = viem()
    const [account] = await client.getAddresses()
    if (!account) throw new Error('no account')
    const { id } = await client.sendCalls({
      account,
      calls: [
        { to, value: BigInt(wei) },
        { to, value: BigInt(wei) },
      ],
    })
    const result = await client.waitForCallsStatus({ id })
    return { status: result.status, receipts: result.receipts?.map((receipt) => receipt.status) }
  },
}

Object.assign(window, { dapp })

/** The flows `window.dapp` offers to the test. */
export type Dapp = typeof dapp
