/** The fields of host-sdk/package.json the published manifest takes over. */
export type WorkspaceManifest = {
  name: string
  version: string
  description: string
}

/**
 * The package.json of the published `@airlock/host-sdk`: ESM only, nine entries with their
 * types, no runtime dependencies (all of them are bundled into `index.js`), React an optional
 * peer for `./react` and `./ssr`, Vue for `./vue`, `@wagmi/core` and `viem` for `./wagmi`.
 * `typesVersions` lets TypeScript's old `node` resolution find the types of the subpaths too.
 */
export function createPackageManifest(workspace: WorkspaceManifest): Record<string, unknown> {
  return {
    name: workspace.name,
    version: workspace.version,
    description: workspace.description,
    type: 'module',
    sideEffects: false,
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      './react': { types: './react.d.ts', default: './react.js' },
      './solana': { types: './solana.d.ts', default: './solana.js' },
      './polkadot': { types: './polkadot.d.ts', default: './polkadot.js' },
      './bitcoin': { types: './bitcoin.d.ts', default: './bitcoin.js' },
      './cosmos': { types: './cosmos.d.ts', default: './cosmos.js' },
      './wagmi': { types: './wagmi.d.ts', default: './wagmi.js' },
      './vue': { types: './vue.d.ts', default: './vue.js' },
      './ssr': { types: './ssr.d.ts', default: './ssr.js' },
      './package.json': './package.json',
    },
    main: './index.js',
    types: './index.d.ts',
    typesVersions: {
      '*': {
        react: ['./react.d.ts'],
        solana: ['./solana.d.ts'],
        polkadot: ['./polkadot.d.ts'],
        bitcoin: ['./bitcoin.d.ts'],
        cosmos: ['./cosmos.d.ts'],
        wagmi: ['./wagmi.d.ts'],
        vue: ['./vue.d.ts'],
        ssr: ['./ssr.d.ts'],
      },
    },
    files: [
      'index.js',
      'index.d.ts',
      'react.js',
      'react.d.ts',
      'solana.js',
      'solana.d.ts',
      'polkadot.js',
      'polkadot.d.ts',
      'bitcoin.js',
      'bitcoin.d.ts',
      'cosmos.js',
      'cosmos.d.ts',
      'wagmi.js',
      'wagmi.d.ts',
      'vue.js',
      'vue.d.ts',
      'ssr.js',
      'ssr.d.ts',
      'THIRD_PARTY_NOTICES.md',
    ],
    peerDependencies: { '@wagmi/core': '>=2.16 <4', react: '>=18', viem: '2.x', vue: '>=3.3' },
    peerDependenciesMeta: {
      '@wagmi/core': { optional: true },
      react: { optional: true },
      viem: { optional: true },
      vue: { optional: true },
    },
    keywords: [
      'wallet',
      'walletconnect',
      'eip-1193',
      'solana',
      'polkadot',
      'bitcoin',
      'cosmos',
      'wagmi',
      'vue',
      'modal',
      'iframe',
      'web3',
    ],
  }
}
