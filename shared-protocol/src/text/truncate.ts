/** `text` cut to `max` characters, the last one an ellipsis, when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
