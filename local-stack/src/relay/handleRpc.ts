import type { RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'
import type { RelayClient, RelayHub } from './RelayHub.ts'
import { RelayRpcError, RPC_ERROR } from './RelayRpcError.ts'

/** Tags the relay gives the messages it publishes on behalf of `wc_proposeSession` / `wc_approveSession`. */
const TAG = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

/** ttl used for the session messages when the client gives none (the SDK sends 300 s). */
const DEFAULT_SESSION_TTL = 300

/** Longest topic accepted; WalletConnect topics are 64 hex characters. */
const MAX_TOPIC_LENGTH = 256

type Handler = (hub: RelayHub, client: RelayClient, params: unknown, limits: RelayLimits) => unknown

/**
 * Runs one relay method for a socket and returns its JSON-RPC result. Unknown methods and bad
 * params throw a {@link RelayRpcError}, which the caller sends back as the error of the request.
 */
export function handleRpc(
  hub: RelayHub,
  client: RelayClient,
  method: string,
  params: unknown,
  limits: RelayLimits,
): unknown {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler) {
    throw new RelayRpcError(RPC_ERROR.METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 64)}`)
  }
  return handler(hub, client, params, limits)
}

const handlers: Record<string, Handler> = Object.assign(Object.create(null) as object, {
  irn_subscribe(hub, client, params) {
    const p = object(params)
    return hub.subscribe(client, topic(p.topic, 'params.topic'))
  },
  irn_batchSubscribe(hub, client, params, limits) {
    const topics = topicList(object(params).topics, 'params.topics', limits)
    return topics.map((t) => hub.subscribe(client, t))
  },
  irn_unsubscribe(hub, client, params) {
    const p = object(params)
    hub.unsubscribe(client, topic(p.topic, 'params.topic'))
    return true
  },
  irn_batchUnsubscribe(hub, client, params, limits) {
    const list = array(object(params).subscriptions, 'params.subscriptions', limits)
    const topics = list.map((entry, i) =>
      topic(object(entry, `params.subscriptions[${i}]`).topic, `params.subscriptions[${i}].topic`),
    )
    for (const t of topics) hub.unsubscribe(client, t)
    return true
  },
  irn_publish(hub, client, params, limits) {
    hub.publish(client, [publishInput(object(params), 'params', limits)])
    return true
  },
  irn_batchPublish(hub, client, params, limits) {
    const list = array(object(params).messages, 'params.messages', limits)
    const inputs = list.map((entry, i) =>
      publishInput(object(entry, `params.messages[${i}]`), `params.messages[${i}]`, limits),
    )
    hub.publish(client, inputs)
    return true
  },
  irn_fetchMessages(hub, client, params) {
    const t = topic(object(params).topic, 'params.topic')
    return { messages: hub.fetch(client, t), hasMore: false }
  },
  irn_batchFetchMessages(hub, client, params, limits) {
    const topics = topicList(object(params).topics, 'params.topics', limits)
    return { messages: topics.flatMap((t) => hub.fetch(client, t)), hasMore: false }
  },
  wc_proposeSession(hub, client, params, limits) {
    const p = object(params)
    const pairingTopic = topic(p.pairingTopic, 'params.pairingTopic')
    const proposal = message(p.sessionProposal, 'params.sessionProposal', limits)
    const ttlSeconds = sessionTtl(p.ttl)
    hub.subscribe(client, pairingTopic)
    hub.publish(client, [{ topic: pairingTopic, message: proposal, ttlSeconds, tag: TAG.proposal }])
    return true
  },
  wc_approveSession(hub, client, params, limits) {
    const p = object(params)
    const pairingTopic = topic(p.pairingTopic, 'params.pairingTopic')
    const sessionTopic = topic(p.sessionTopic, 'params.sessionTopic')
    const response = message(p.sessionProposalResponse, 'params.sessionProposalResponse', limits)
    const settlement = message(
      p.sessionSettlementRequest,
      'params.sessionSettlementRequest',
      limits,
    )
    const ttlSeconds = sessionTtl(p.ttl)
    hub.subscribe(client, sessionTopic)
    hub.publish(client, [
      { topic: pairingTopic, message: response, ttlSeconds, tag: TAG.proposalResponse },
      { topic: sessionTopic, message: settlement, ttlSeconds, tag: TAG.settlement },
    ])
    return true
  },
} satisfies Record<string, Handler>)

function invalid(message: string): RelayRpcError {
  return new RelayRpcError(RPC_ERROR.INVALID_PARAMS, `Invalid params: ${message}`)
}

function object(value: unknown, name = 'params'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(`${name} must be an object`)
  }
  return value as Record<string, unknown>
}

function topic(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_TOPIC_LENGTH) {
    throw invalid(`${name} must be a non-empty string of at most ${MAX_TOPIC_LENGTH} characters`)
  }
  return value
}

function array(value: unknown, name: string, limits: RelayLimits): unknown[] {
  if (!Array.isArray(value)) throw invalid(`${name} must be an array`)
  if (value.length > limits.maxBatchSize) {
    throw invalid(`${name} lists ${value.length} entries, at most ${limits.maxBatchSize} allowed`)
  }
  return value
}

function topicList(value: unknown, name: string, limits: RelayLimits): string[] {
  return array(value, name, limits).map((t, i) => topic(t, `${name}[${i}]`))
}

function message(value: unknown, name: string, limits: RelayLimits): string {
  if (typeof value !== 'string' || value === '') throw invalid(`${name} must be a non-empty string`)
  if (Buffer.byteLength(value) > limits.maxMessageBytes) {
    throw invalid(`${name} is larger than ${limits.maxMessageBytes} bytes`)
  }
  return value
}

function publishInput(p: Record<string, unknown>, name: string, limits: RelayLimits) {
  const ttl = p.ttl
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl < 0) {
    throw invalid(`${name}.ttl must be a number of seconds`)
  }
  const tag = p.tag ?? 0
  if (typeof tag !== 'number' || !Number.isInteger(tag))
    throw invalid(`${name}.tag must be an integer`)
  return {
    topic: topic(p.topic, `${name}.topic`),
    message: message(p.message, `${name}.message`, limits),
    ttlSeconds: ttl,
    tag,
  }
}

function sessionTtl(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_SESSION_TTL
}
