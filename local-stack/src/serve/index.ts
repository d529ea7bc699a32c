// The static file server of the local stack. index.test.ts pins this list.

export { cacheControlFor } from './cacheControlFor.ts'
export { contentTypeFor } from './contentTypeFor.ts'
export {
  createStaticHandler,
  type StaticHandler,
  type StaticHandlerOptions,
} from './createStaticHandler.ts'
export { isCompressible } from './isCompressible.ts'
export { isInside } from './isInside.ts'
export { type ListenOnPortOptions, listenOnPort } from './listenOnPort.ts'
export { type RawResponse, requestRaw } from './requestRaw.ts'
export { type ResolvedRequestPath, resolveRequestPath } from './resolveRequestPath.ts'
export {
  type StartedStaticServer,
  type StartStaticServerOptions,
  startStaticServer,
} from './startStaticServer.ts'
