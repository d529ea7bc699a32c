/**
 * The headers a host that reads a `_headers` file (Netlify, Cloudflare Pages) sends for `path`:
 * those of every rule whose path matches it (exactly, or by a trailing `*`), in order.
 */
export function headersFor(file: string, path: string): string[] {
  const headers: string[] = []
  let matches = false
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      matches = line.endsWith('*') ? path.startsWith(line.slice(0, -1)) : path === line
    } else if (matches && line.trim()) headers.push(line.trim())
  }
  return headers
}
