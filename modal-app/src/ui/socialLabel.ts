const LABELS: Record<string, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/**
 * The name a social login provider is shown by: its brand spelling for the spec's providers, the
 * id itself for any other a project offers.
 */
export function socialLabel(provider: string): string {
  return Object.hasOwn(LABELS, provider) ? (LABELS[provider] as string) : provider
}
