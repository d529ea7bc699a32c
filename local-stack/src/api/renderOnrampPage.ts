import { escapeHtml } from './http.ts'

/** What {@link renderOnrampPage} shows: plain text only, escaped when rendered. */
export type OnrampPage = {
  /**
   * The page's `<title>` and `<h1>`.
   */
  heading: string
  /**
   * Paragraphs under the heading.
   */
  lines: readonly string[]
  /**
   * A form posting `fields` as hidden inputs to `action`, with one submit button.
   */
  form?: { action: string; fields: Readonly<Record<string, string>>; button: string } | undefined
  /**
   * The tone of the heading: `error` colours it and makes the lines an alert.
   * @default 'info'
   */
  tone?: 'info' | 'error' | undefined
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1f;background:#f4f4f6}
header{background:#fff3c4;border-bottom:1px solid #e6cf6e;padding:12px 20px}
main{max-width:32rem;margin:40px auto;padding:24px;background:#fff;border-radius:12px;
box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{margin-top:0;font-size:1.4rem}.error h1{color:#b3261e}
p{overflow-wrap:anywhere}
button{font:inherit;font-weight:600;padding:10px 28px;border:0;border-radius:8px;
background:#3b5bdb;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #91a7ff;outline-offset:2px}
`.replaceAll('\n', '')

/**
 * The HTML of a page of the demo on-ramp: a banner saying it is a demo with test funds, then the
 * heading, the lines and an optional form. Self-contained (inline CSS, no script, nothing
 * fetched), so it works under a `default-src 'none'; style-src 'unsafe-inline'` CSP. Every value
 * is escaped: the page shows query parameters a visitor's link chose.
 */
export function renderOnrampPage(page: OnrampPage): string {
  const error = page.tone === 'error'
  const lines = page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(
        page.form.fields,
      )
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : ''
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.heading)} · Airlock Demo On-ramp</title>`,
    `<style>${STYLE}</style></head>`,
    '<body><header><p><strong>Airlock Demo On-ramp</strong> — test funds on your local chain, no real money</p></header>',
    `<main${error ? ' class="error"' : ''}><h1>${escapeHtml(page.heading)}</h1>`,
    error ? `<div role="alert">${lines}</div>` : lines,
    `${form}</main></body></html>`,
    '',
  ].join('\n')
}
