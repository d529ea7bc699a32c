// The public surface of @airlock/host-sdk/wagmi. airlock.test.ts pins this list.

export { type AirlockConnector, type AirlockParameters, airlock } from './airlock.ts'
