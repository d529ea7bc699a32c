import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/** Options of {@link listenOnPort}. */
export type ListenOnPortOptions = {
  /**
   * What listens, for the error message.
   */
  name: string
  /**
   * Interface to bind.
   */
  host: string
  /**
   * Port to bind; `0` lets the system choose a free one.
   */
  port: number
  /**
   * The environment variable that sets this port, named in the error when it is taken.
   */
  envVar?: string | undefined
}

/**
 * Starts `server` listening and resolves with the port it got. A port already in use (or not
 * allowed) rejects with an {@link AirlockError} that names the port and the environment variable
 * to change it, instead of Node's bare `EADDRINUSE`.
 */
export function listenOnPort(server: Server, options: ListenOnPortOptions): Promise<number> {
  const { name, host, port, envVar } = options
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      const hint = envVar
        ? `Stop the program using it, or pick another port, for example ${envVar}=${port + 1000} npm start.`
        : 'Stop the program using it, or pick another port.'
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        const problem = error.code === 'EADDRINUSE' ? 'is already in use' : 'may not be used'
        reject(
          new AirlockError(
            ErrorCode.INTERNAL,
            `Port ${port} on ${host} ${problem}, so the ${name} cannot start. ${hint}`,
            { data: { port, host, envVar }, cause: error },
          ),
        )
        return
      }
      reject(
        new AirlockError(ErrorCode.INTERNAL, `The ${name} cannot listen on ${host}:${port}.`, {
          details: error.message,
          cause: error,
        }),
      )
    }
    const onListening = () => {
      server.off('error', onError)
      resolvePort((server.address() as AddressInfo).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}
