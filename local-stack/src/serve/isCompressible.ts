/**
 * Whether a content type is text-like and worth compressing (images other than SVG, fonts and
 * WebAssembly are already compressed or not worth the CPU).
 */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType)
}
