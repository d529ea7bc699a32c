import type { hostMethodSchemas } from './hostMethodSchemas.ts'
import type { modalMethodSchemas } from './modalMethodSchemas.ts'
import type { Infer, Schema } from './schema.ts'

/** A table of method schemas: one params schema and one result schema per method. */
export type MethodSchemaTable = Record<string, { params: Schema<unknown>; result: Schema<unknown> }>

/** Handlers for a schema table: each takes the parsed params and returns the result. */
export type MethodHandlers<T extends MethodSchemaTable> = {
  [K in keyof T]: (
    params: Infer<T[K]['params']>,
  ) => Infer<T[K]['result']> | Promise<Infer<T[K]['result']>>
}

/** Params of method K. */
export type MethodParams<T extends MethodSchemaTable, K extends keyof T> = Infer<T[K]['params']>
/** Result of method K. */
export type MethodResult<T extends MethodSchemaTable, K extends keyof T> = Infer<T[K]['result']>

/** The host's methods, as the modal calls them. */
export type HostMethodSchemas = typeof hostMethodSchemas
/** The modal's methods, as the host calls them. */
export type ModalMethodSchemas = typeof modalMethodSchemas
