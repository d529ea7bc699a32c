/** The fields of host-sdk/package.json the published manifest takes over. */
export type WorkspaceManifest = {
  name: string
  version: string
  description: string
}

/**
 * The package.json of the published `@airlock/host-sdk`: ESM only, three entries with their
 * types, no runtime dependencies (all of them are bundled into `index.js`), React an optional
 * peer for `./react`. `typesVersions` lets TypeScript's old `node` resolution find the types of
 * `./react` and `./solana` too.
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
      './package.json': './package.json',
    },
    main: './index.js',
    types: './index.d.ts',
    typesVersions: { '*': { react: ['./react.d.ts'], solana: ['./solana.d.ts'] } },
    files: [
      'index.js',
      'index.d.ts',
      'react.js',
      'react.d.ts',
      'solana.js',
      'solana.d.ts',
      'THIRD_PARTY_NOTICES.md',
    ],
    peerDependencies: { react: '>=18' },
    peerDependenciesMeta: { react: { optional: true } },
    keywords: ['wallet', 'walletconnect', 'eip-1193', 'solana', 'modal', 'iframe', 'web3'],
  }
}
