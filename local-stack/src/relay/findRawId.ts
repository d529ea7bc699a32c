/**
 * Finds the text of the top-level `"id"` value in a JSON object text, exactly as it was written
 * (`1700000000000000001`, `"abc"`, `null`), so that a relay can echo ids that do not survive
 * `JSON.parse` (integers above 2^53) byte for byte. The text must already be known to be valid
 * JSON whose top level is an object; like `JSON.parse`, the last duplicate key wins.
 *
 * @returns The raw value text, or `undefined` when the object has no `id` member.
 */
export function findRawId(json: string): string | undefined {
  let i = skipSpace(json, 0)
  if (json[i] !== '{') return undefined
  i = skipSpace(json, i + 1)
  let found: string | undefined
  while (i < json.length && json[i] !== '}') {
    const keyEnd = endOfString(json, i)
    const key = JSON.parse(json.slice(i, keyEnd)) as string
    i = skipSpace(json, keyEnd)
    i = skipSpace(json, i + 1) // the colon
    const valueEnd = endOfValue(json, i)
    if (key === 'id') found = json.slice(i, valueEnd)
    i = skipSpace(json, valueEnd)
    if (json[i] === ',') i = skipSpace(json, i + 1)
  }
  return found
}

function skipSpace(text: string, from: number): number {
  let i = from
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break
    i++
  }
  return i
}

/** `from` points at an opening quote; returns the index after the closing one. */
function endOfString(text: string, from: number): number {
  let i = from + 1
  while (i < text.length) {
    const c = text[i]
    if (c === '\\') i += 2
    else if (c === '"') return i + 1
    else i++
  }
  return i
}

/** Returns the index just after the value that starts at `from`. */
function endOfValue(text: string, from: number): number {
  const first = text[from]
  if (first === '"') return endOfString(text, from)
  if (first === '{' || first === '[') {
    let depth = 0
    let i = from
    while (i < text.length) {
      const c = text[i]
      if (c === '"') {
        i = endOfString(text, i)
        continue
      }
      if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
    return i
  }
  // number, true, false, null: runs until a delimiter
  let i = from
  while (i < text.length) {
    const c = text[i]
    if (c === ',' || c === '}' || c === ']' || c === ' ' || c === '\n' || c === '\r' || c === '\t')
      break
    i++
  }
  return i
}
