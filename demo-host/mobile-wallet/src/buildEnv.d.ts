/** The `AIRLOCK_*` build settings, injected by vite.config.ts (`define`). */
declare const __AIRLOCK_WALLET_ENV__: import('./readWalletConfig.ts').WalletBuildEnv
