// The socials the embedded wallet's auth service logs in with. Apart from authApi.ts (its zod
// schemas) so that the modal's first paint, which lists the social buttons, can read it.

/** The socials the service logs in through OpenID Connect / OAuth 2 (farcaster is not one). */
export const AUTH_SOCIALS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const

/** One of {@link AUTH_SOCIALS}. */
export type AuthSocial = (typeof AUTH_SOCIALS)[number]
