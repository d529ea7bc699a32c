import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { assertPortFree } from '../services/Service.ts'
import type { KeptMail, Mailbox } from './renderMailbox.ts'

/** Options of {@link startMailServer}. */
export type StartMailServerOptions = {
  /** Port on `host`; `0` picks a free one. */
  port: number
  /** @default '127.0.0.1' */
  host?: string | undefined
  /** How many mails are kept (the oldest go first). @default 200 */
  keep?: number | undefined
  /** The variable that sets the port, named when it is taken. */
  envVar?: string | undefined
}

/** A running mail server. */
export type RunningMailServer = Mailbox & {
  /** What senders use, e.g. `smtp://127.0.0.1:2525`. */
  url: string
  port: number
  /** Stops listening; safe to call twice. */
  close(): Promise<void>
}

/**
 * A real SMTP server for the local stack (`smtp-server`) that accepts any mail on loopback, with
 * no authentication and no TLS, and keeps the last `keep` in memory (parsed by `mailparser`) for
 * the mailbox page. Nothing is relayed anywhere.
 *
 * @throws AirlockError `INTERNAL` naming the port (and `envVar`) when it is taken.
 */
export async function startMailServer(options: StartMailServerOptions): Promise<RunningMailServer> {
  const host = options.host ?? '127.0.0.1'
  const keep = options.keep ?? 200
  const kept: KeptMail[] = []
  let nextId = 1
  await assertPortFree({ name: 'SMTP server', host, port: options.port, envVar: options.envVar })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Airlock local SMTP server (mails stay on this machine)',
    size: 1_000_000,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = mail.text ?? ''
          const subject = mail.subject ?? ''
          kept.push({
            id: nextId++,
            receivedAt: Date.now(),
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject,
            text,
            code: /\b(\d{6})\b/.exec(`${subject}\n${text}`)?.[1] ?? null,
          })
          if (kept.length > keep) kept.splice(0, kept.length - keep)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve((server.server.address() as AddressInfo).port)
    })
  })
  let closing: Promise<void> | undefined
  return {
    url: `smtp://${host}:${port}`,
    port,
    messages: () => kept,
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return closing
    },
  }
}
