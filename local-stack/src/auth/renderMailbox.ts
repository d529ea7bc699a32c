import { escapeHtml } from '../api/http.ts'

/** One mail the local SMTP server kept. */
export type KeptMail = {
  id: number
  /** ms since the epoch. */
  receivedAt: number
  from: string
  to: string[]
  subject: string
  text: string
  /** The first 6-digit number of the subject or text: the login code of a code email. */
  code: string | null
}

/** Where the mailbox page reads the mails, oldest first (as they arrived). */
export type Mailbox = { messages(): readonly KeptMail[] }

/**
 * The demo's mailbox page (`GET /mailbox`): the latest mails, newest first, each with its login
 * code set large so a person can read it off. No script: it is reloaded by hand.
 */
export function renderMailbox(messages: readonly KeptMail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (mail) => `<li>
  <p class="meta">${escapeHtml(new Date(mail.receivedAt).toISOString().replace('T', ' ').slice(0, 19))} UTC · to ${escapeHtml(mail.to.join(', '))}</p>
  <p class="subject">${escapeHtml(mail.subject)}</p>
  ${mail.code === null ? '' : `<p class="code" aria-label="Login code">${escapeHtml(mail.code)}</p>`}
  <pre>${escapeHtml(mail.text)}</pre>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 42rem; padding: 0 1rem; color: #1b1b1f; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #d8d8de; border-radius: 12px; padding: 1rem; margin-bottom: 1rem; }
  .meta { color: #6b6b76; font-size: .85rem; margin: 0; }
  .subject { font-weight: 600; }
  .code { font-size: 2rem; letter-spacing: .3rem; font-variant-numeric: tabular-nums; margin: .5rem 0; }
  pre { white-space: pre-wrap; font: inherit; color: #44444c; margin: 0; }
</style>
<h1>Local mailbox</h1>
<p>Mails the local SMTP server received (newest first). Reload to see new ones; nothing leaves this machine.</p>
${messages.length === 0 ? '<p>No mail yet.</p>' : `<ul>\n${items}\n</ul>`}
</html>
`
}
