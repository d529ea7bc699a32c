// The modal <-> wallet frame contract (`@airlock/shared-protocol/walletFrame`). index.test.ts pins
// this list.
export {
  isHexBytes,
  WALLET_FRAME_MAX_BYTES,
  WALLET_FRAME_SOCIAL_PROVIDERS,
  type WalletFrameMethodSchemas,
  type WalletFrameState,
  walletFrameMethodSchemas,
  walletFrameStateSchema,
} from './walletFrameMethodSchemas.ts'
export {
  checkWalletFrameAncestors,
  createWalletFrameUrl,
  readWalletFrameParams,
  WALLET_FRAME_LOAD_TIMEOUT_MS,
  WALLET_FRAME_REQUEST_TIMEOUT_MS,
  WALLET_FRAME_SOCIAL_WAIT_MS,
  type WalletFrameParams,
} from './walletFrameUrl.ts'
