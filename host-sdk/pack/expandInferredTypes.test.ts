import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { expandInferredTypes } from './expandInferredTypes.ts'

/** Emits the declarations of one in-memory module (beside this file, so zod resolves). */
function declarationsOf(source: string): string {
  const file = fileURLToPath(new URL('./virtual-schema.ts', import.meta.url))
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    declaration: true,
    emitDeclarationOnly: true,
    skipLibCheck: true,
    types: [],
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, version, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, version)
      : getSourceFile.call(host, name, version, ...rest)
  host.fileExists = (
    (fileExists) => (name: string) =>
      name === file || fileExists(name)
  )(host.fileExists)
  let output = ''
  host.writeFile = (_name, text) => {
    output = text
  }
  const program = ts.createProgram({ rootNames: [file], options, host })
  program.emit(undefined, undefined, undefined, true, {
    afterDeclarations: [expandInferredTypes(program.getTypeChecker())],
  })
  return output
}

test('default: a z.infer alias becomes the plain type, with the docs of its fields', () => {
  const output = declarationsOf(`
    import * as z from 'zod/mini'
    const schema = z.object({
      /** Dark or light. */
      theme: z.optional(z.enum(['dark', 'light'])),
      tags: z.array(z.object({ name: z.string() })),
      flag: z.optional(z.nullable(z.object({ on: z.boolean() }))),
    })
    /** The options. */
    export type Options = z.infer<typeof schema>
  `)
  expect(output).not.toContain('z.infer')
  // The schema constant stays (rollup leaves it out of the bundle when nothing uses it).
  expect(output.slice(output.indexOf('/** The options. */'))).toMatchInlineSnapshot(`
    "/** The options. */
    export type Options = {
        tags: Array<{
            name: string;
        }>;
        /** Dark or light. */
        theme?: "dark" | "light" | undefined;
        flag?: undefined | null | {
            on: boolean;
        };
    };
    export {};
    "
  `)
})

test('behavior: other aliases are left as written', () => {
  const output = declarationsOf(`
    export type Pair = [string, number]
    export type Named = { name: string }
  `)
  expect(output).toContain('export type Pair = [string, number];')
  expect(output).toContain('export type Named = {\n    name: string;\n};')
})
