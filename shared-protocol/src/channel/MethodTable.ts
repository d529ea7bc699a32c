/**
 * What one side of a channel exposes: a prototype-free table of methods, each taking one
 * parameter object. {@link createMethodTable} builds it from a schema table and handlers.
 */
export type MethodTable = Record<string, (params: unknown) => unknown>
