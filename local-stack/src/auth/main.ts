// The auth service on its own, for operators: `npx tsx local-stack/src/auth/main.ts`.
// Environment (see local-stack/README.md):
//   AIRLOCK_AUTH_FRAME_ORIGIN   the wallet frame's origin (required), e.g. https://wallet.example
//   AIRLOCK_AUTH_PROJECTS_DIR   the folder of project files (<projectId>.json, required)
//   AIRLOCK_AUTH_SMTP_URL       where code emails go (required), e.g. smtps://user:pass@smtp.example
//   AIRLOCK_AUTH_PROVIDERS      the socials' providers, a JSON file (none: email only)
//   AIRLOCK_AUTH_PORT (4360), AIRLOCK_AUTH_HOST (127.0.0.1), AIRLOCK_AUTH_PUBLIC_ORIGIN (behind a
//   proxy), AIRLOCK_AUTH_DATABASE (./auth.sqlite), AIRLOCK_AUTH_MAIL_FROM,
//   AIRLOCK_AUTH_CODE_TTL_SECONDS (600: how long an emailed code lasts, 30 to 86400).
import { readProjectAllowlist } from '../services/readProjectAllowlist.ts'
import { readAuthProvidersFile } from './readAuthProviders.ts'
import { startAuthService } from './startAuthService.ts'

function required(name: string): string {
  const value = process.env[name]?.trim()
  if (!value) {
    process.stderr.write(`${name} is required: see local-stack/README.md, "Auth service".\n`)
    process.exit(1)
  }
  return value
}

const projectsDir = required('AIRLOCK_AUTH_PROJECTS_DIR')
const port = Number(process.env.AIRLOCK_AUTH_PORT || 4360)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(
    `AIRLOCK_AUTH_PORT must be a port number, got '${process.env.AIRLOCK_AUTH_PORT}'.\n`,
  )
  process.exit(1)
}
const codeTtl = process.env.AIRLOCK_AUTH_CODE_TTL_SECONDS?.trim()
const service = await startAuthService({
  port,
  host: process.env.AIRLOCK_AUTH_HOST || '127.0.0.1',
  publicOrigin: process.env.AIRLOCK_AUTH_PUBLIC_ORIGIN || undefined,
  envVar: 'AIRLOCK_AUTH_PORT',
  databasePath: process.env.AIRLOCK_AUTH_DATABASE || 'auth.sqlite',
  frameOrigin: new URL(required('AIRLOCK_AUTH_FRAME_ORIGIN')).origin,
  allowedOrigins: (projectId) => readProjectAllowlist(projectId, { projectsDir }),
  smtpUrl: required('AIRLOCK_AUTH_SMTP_URL'),
  mailFrom: process.env.AIRLOCK_AUTH_MAIL_FROM || undefined,
  // Checked by the service, which refuses a value out of range by name (caught below).
  codeTtlSeconds: codeTtl ? Number(codeTtl) : undefined,
  providers: process.env.AIRLOCK_AUTH_PROVIDERS
    ? readAuthProvidersFile(process.env.AIRLOCK_AUTH_PROVIDERS)
    : {},
}).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  const hint = /codeTtlSeconds/.test(message) ? ' (AIRLOCK_AUTH_CODE_TTL_SECONDS)' : ''
  process.stderr.write(`The auth service cannot start${hint}: ${message}\n`)
  process.exit(1)
})
process.stdout.write(`Auth service on ${service.url} (Ctrl-C stops it).\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
