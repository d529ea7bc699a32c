import { readFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { DEMO_COLLECTIBLE, DEMO_EXCHANGE } from '@airlock/testkit/demo'
import { createClient, http } from 'viem'
import { getCode } from 'viem/actions'
import { COLLECTIBLES_PATH } from '../api/demoCollectibles.ts'
import { startReferenceApi } from '../api/startReferenceApi.ts'
import { pointDemoCollectible } from '../chains/deployDemoCollectible.ts'
import { readApiNetworks } from './readApiNetworks.ts'
import { readProjectAllowlist } from './readProjectAllowlist.ts'
import type { Service } from './Service.ts'

/** Options of {@link createApiService}. */
export type ApiServiceOptions = {
  /**
   * Port on 127.0.0.1; `0` picks a free one.
   */
  port: number
  /**
   * The demo project file, whose networks (native currency, tokens) are indexed. The analytics
   * collector knows the projects of its folder (see {@link createApiService}).
   * @default '<repo>/modal-app/public/projects/demo.json'
   */
  projectFile?: string | undefined
  /**
   * The database file where the API keeps names, on-ramp orders and analytics events across
   * restarts (`npm start`: `local-stack/.data/api.sqlite`); `':memory:'` keeps nothing.
   */
  databasePath: string
}

const DEMO_PROJECT_FILE = fileURLToPath(
  new URL('../../../modal-app/public/projects/demo.json', import.meta.url),
)

/**
 * The reference API (transaction history, name registration, demo on-ramp and analytics
 * collector, `startReferenceApi`) on `http://127.0.0.1:<port>/v1/`. It must start after the
 * chains: it indexes each EVM network of the project file that has an RPC in
 * `context.endpoints.rpcUrls`, with the file's native symbol and tokens, and swaps on each through
 * the demo exchange (`DEMO_EXCHANGE`, which every anvil of the stack deploys). It reports its URL as
 * the stack's `apiUrl` and `<origin>/v1/analytics` as its `analyticsUrl`, which the served demo
 * project then names; the table row lists the networks it indexes. It serves the demo
 * collectibles' metadata and art, and points the collection of each chain that has one at them
 * (`pointDemoCollectible`: `tokenURI` is then `<apiUrl>collectibles/<id>.json`).
 *
 * The analytics collector checks each event against its project's allowlist as the modal gets
 * it: the `allowedOrigins` of `projects/<id>.json` in the project file's folder (read when the
 * event arrives), plus, for the project file itself, the running demo host
 * (`context.hostOrigin`), which the modal server adds as it serves the file. Events are
 * accepted only from the modal's origin (`context.modalOrigin`). Names, on-ramp orders and events
 * are kept in `databasePath`.
 *
 * @throws AirlockError `INTERNAL` from `start()` when the project file cannot be read or parsed,
 *   or the port is taken (naming `AIRLOCK_API_PORT`).
 */
export function createApiService(options: ApiServiceOptions): Service {
  return {
    name: 'Reference API',
    async start(context) {
      const projectFile = options.projectFile ?? DEMO_PROJECT_FILE
      const projectsDir = dirname(projectFile)
      const demoProjectId = basename(projectFile, '.json')
      let networks: ReturnType<typeof readApiNetworks>
      try {
        networks = readApiNetworks(
          await readFile(projectFile, 'utf8'),
          context?.endpoints.rpcUrls ?? {},
        )
      } catch (error) {
        throw new AirlockError(
          ErrorCode.INTERNAL,
          `The reference API cannot read the networks of ${projectFile}.`,
          { details: error instanceof Error ? error.message : String(error), cause: error },
        )
      }
      const api = await startReferenceApi({
        port: options.port,
        // Every anvil of the stack runs the demo exchange (createAnvilService).
        networks: networks.map((network) => ({ ...network, exchange: DEMO_EXCHANGE })),
        envVar: 'AIRLOCK_API_PORT',
        databasePath: options.databasePath,
        // Only the modal posts analytics events.
        modalOrigin: () => context?.modalOrigin?.() ?? '',
        allowedOrigins: (projectId) =>
          readProjectAllowlist(projectId, {
            projectsDir,
            addOrigin: projectId === demoProjectId ? context?.hostOrigin?.() : undefined,
          }),
      })
      // The demo collectibles' metadata and art are served here: each chain's collection (where
      // the stack deployed one) learns this address now that it is known. A chain that does not
      // answer is left alone, as its history is (it answers 502 when asked).
      try {
        for (const network of networks) {
          const client = createClient({ transport: http(network.rpcUrl, { retryCount: 0 }) })
          const code = await getCode(client, { address: DEMO_COLLECTIBLE.address }).catch(
            () => undefined,
          )
          if (code && code !== '0x') {
            await pointDemoCollectible(network.rpcUrl, `${api.url}${COLLECTIBLES_PATH}`)
          }
        }
      } catch (error) {
        await api.close()
        throw error
      }
      const indexed = networks.map((network) => network.caipNetworkId).join(', ')
      return {
        url: api.url,
        stop: api.close,
        note: indexed
          ? `history and balances of ${indexed}`
          : 'no EVM chain runs: every history and balance is 404',
        endpoints: { apiUrl: api.url, analyticsUrl: api.analyticsUrl },
      }
    },
  }
}
