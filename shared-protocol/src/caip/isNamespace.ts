import { NAMESPACES, type Namespace } from './NAMESPACES.ts'

/**
 * Whether a value is one of the namespaces Airlock knows.
 */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}
