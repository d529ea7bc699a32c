/**
 * The feature flags of spec §6; each is optional and falls back to the defaults of §9. Kept apart
 * from the zod schemas so the host SDK can import it without pulling zod in.
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
