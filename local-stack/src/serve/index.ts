// The static file server of the local stack. index.test.ts pins this list.

export {
  createStaticHandler,
  type StaticHandler,
  type StaticHandlerOptions,
} from './createStaticHandler.ts'
export { cacheControlFor, contentTypeFor, isCompressible } from './headers.ts'
export { type ListenOnPortOptions, listenOnPort } from './listenOnPort.ts'
export { type RawResponse, requestRaw } from './requestRaw.ts'
export { isInside, type ResolvedRequestPath, resolveRequestPath } from './resolveRequestPath.ts'
export {
  type StartedStaticServer,
  type StartStaticServerOptions,
  startStaticServer,
} from './startStaticServer.ts'
