// The public surface of @airlock/host-sdk/ssr. ../index.test.ts pins this list.

export {
  cookieToInitialState,
  type InitialState,
  mirrorStateToCookie,
  type StateCookieOptions,
  withInitialState,
} from './stateCookie.ts'
