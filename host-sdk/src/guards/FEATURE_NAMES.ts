/**
 * Copy of shared-protocol's FEATURE_NAMES. Importing that one would pull modalOptionsSchema and
 * with it zod into the host bundle (esbuild cannot drop a module-level `z.object()` call);
 * guards.test.ts checks that the two lists are equal.
 */
export const FEATURE_NAMES = [
  'receive',
  'send',
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
  'reownBranding',
  'emailShowWallets',
] as const
