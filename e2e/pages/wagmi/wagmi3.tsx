// A wagmi 3 app with `airlock()`, as an integrator writes it (see shared.tsx).
import { airlock } from '@airlock/host-sdk/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { erc20Abi, type Hex, parseEther } from 'viem'
import {
  createConfig,
  http,
  useBalance,
  useConnect,
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
} from 'wagmi3'
import {
  anvil,
  anvil2,
  demoModal,
  exposeMount,
  Panel,
  SIGNED_MESSAGE,
  shortMessage,
  type WagmiAppParams,
} from './shared.tsx'

function createWagmiConfig({ rpcUrls }: WagmiAppParams) {
  return createConfig({
    chains: [anvil, anvil2],
    connectors: [airlock({ modal: demoModal() })],
    transports: { [anvil.id]: http(rpcUrls[31337]), [anvil2.id]: http(rpcUrls[31338]) },
    // Every wallet goes through the modal: the demo wallets' EIP-6963 announcements are not
    // wagmi connectors of their own here.
    multiInjectedProviderDiscovery: false,
  })
}

function App({ params }: { params: WagmiAppParams }): ReactNode {
  const connection = useConnection()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const switchChain = useSwitchChain()
  const sendTransaction = useSendTransaction()
  const writeContract = useWriteContract()
  const signMessage = useSignMessage()
  const balance = useBalance({ address: connection.address })
  const [sent, setSent] = useState<{ label: string; hash: Hex }>()
  const receipt = useWaitForTransactionReceipt({ hash: sent?.hash })
  const [error, setError] = useState<string>()
  const onError = (failure: unknown) => setError(shortMessage(failure))
  const start = () => {
    setError(undefined)
    setSent(undefined)
  }
  const [connector] = connect.connectors
  return (
    <Panel
      status={connection.status}
      address={connection.address}
      chainId={connection.chainId}
      balance={balance.data?.value}
      outcome={error ?? (sent && receipt.data ? `${sent.label} ${receipt.data.status}` : 'none')}
      signature={signMessage.data}
      connect={() => {
        start()
        if (connector) connect.mutate({ connector }, { onError })
      }}
      signMessage={() => {
        start()
        signMessage.mutate({ message: SIGNED_MESSAGE }, { onError })
      }}
      send={() => {
        start()
        sendTransaction.mutate(
          { to: params.receiver, value: parseEther('1.5') },
          { onSuccess: (hash) => setSent({ label: 'send', hash }), onError },
        )
      }}
      transfer={() => {
        start()
        writeContract.mutate(
          {
            address: params.token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [params.receiver, 7n],
          },
          { onSuccess: (hash) => setSent({ label: 'transfer', hash }), onError },
        )
      }}
      switchChain={() => {
        start()
        switchChain.mutate({ chainId: anvil2.id }, { onError })
      }}
      disconnect={() => {
        start()
        disconnect.mutate(undefined, { onError })
      }}
    />
  )
}

exposeMount((params) => (
  <WagmiProvider config={createWagmiConfig(params)}>
    <QueryClientProvider client={new QueryClient()}>
      <App params={params} />
    </QueryClientProvider>
  </WagmiProvider>
))
