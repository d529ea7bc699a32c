// A Vue 3 dapp on the demo host page, written as an integrator would with
// @airlock/host-sdk/vue (the template is compiled in the browser by Vue's esm-bundler build).
// vue.spec.ts bundles it with esbuild; it works on the demo page's modal (`window.airlockModal`).
import type { AirlockModal } from '@airlock/host-sdk'
import {
  useDisconnect,
  useModal,
  useModalAccount,
  useModalNetwork,
  useModalState,
} from '@airlock/host-sdk/vue'
import { createApp, defineComponent } from 'vue'

const modal = (window as unknown as { airlockModal: AirlockModal }).airlockModal

const App = defineComponent({
  setup() {
    const account = useModalAccount(modal)
    const { network } = useModalNetwork(modal)
    const state = useModalState(modal)
    const { open, isOpen } = useModal(modal)
    const { disconnect } = useDisconnect(modal)
    return { account, network, state, open, isOpen, disconnect }
  },
  template: `
    <section aria-label="Vue dapp">
      <p>Vue status: <output data-testid="vue-status">{{ state.status }}</output></p>
      <p>Vue address: <output data-testid="vue-address">{{ account?.address ?? 'none' }}</output></p>
      <p>Vue network: <output data-testid="vue-network">{{ network ? network.caipNetworkId + ' ' + network.name : 'none' }}</output></p>
      <p>Vue modal: <output data-testid="vue-open">{{ isOpen ? 'open' : 'closed' }}</output></p>
      <button type="button" @click="open({ view: 'Connect' })">Vue connect</button>
      <button type="button" @click="disconnect()">Vue disconnect</button>
    </section>`,
})

const root = document.createElement('div')
document.body.append(root)
const app = createApp(App)
app.mount(root)
Object.assign(window, { vueDapp: app })

/** What the page adds to `window`. */
export type VueDappWindow = { vueDapp: typeof app }
