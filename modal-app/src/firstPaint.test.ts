import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'
import * as firstPaint from './index.ts'
import * as lazy from './lazy.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(lazy).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_PAYMENT_CURRENCY",
      "DEFAULT_PURCHASE_CURRENCY",
      "HttpError",
      "assertSendRequirements",
      "cancelSiwx",
      "createJsonClient",
      "createSiwxMessage",
      "createSiwxNonce",
      "disconnectActive",
      "dropLowQualityBalances",
      "emailLoginWaitSeconds",
      "evmChainIdToCoinType",
      "failSiwxInit",
      "fetchOnrampQuote",
      "fetchTransactions",
      "filterTelegramSocials",
      "formatBalance",
      "formatSiwxMessage",
      "formatTransferQuantity",
      "formatUsd",
      "groupTransactions",
      "isValidEmail",
      "isValidName",
      "nameApiErrorText",
      "nameCacheAtom",
      "nameErrorText",
      "nameRegistrationAtom",
      "onrampAtom",
      "paymentLimits",
      "registerAccountName",
      "requestNetworkSwitch",
      "resetSendDraft",
      "selectOnrampProvider",
      "sendDraftAtom",
      "sendKind",
      "sendToken",
      "setOnramp",
      "setSendDraft",
      "signInWithSiwx",
      "switchActiveNetwork",
      "visibleTransactions",
      "withErrorReporting",
    ]
  `)
})

test('behavior: every state export is in exactly one entry', () => {
  expect(Object.keys(lazy).filter((name) => name in firstPaint)).toEqual([])
})

const src = fileURLToPath(new URL('..', import.meta.url))

/**
 * The modules the static imports of `entry` reach, each with the module that first imported it:
 * `import … from` and `export … from` of relative paths, which the bundler puts in the chunks
 * loaded with the entry. `import()` is not followed: a dynamic import is how a lazy view loads.
 * `import type` and `export type` are not followed either (erased), but `import { type X }` is:
 * with `verbatimModuleSyntax` it stays in the output as an import of the module.
 */
function staticImports(entry: string): Map<string, string | undefined> {
  const importedBy = new Map<string, string | undefined>([[entry, undefined]])
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
          ? statement.moduleSpecifier
          : undefined
      if (!specifier || !ts.isStringLiteral(specifier)) continue
      if (!specifier.text.startsWith('.') || specifier.text.endsWith('.css')) continue
      const target = join(dirname(file), specifier.text)
      // An import the walk cannot follow would hide everything behind it: fail rather than skip.
      if (!/\.tsx?$/.test(target) || !existsSync(target)) {
        throw new Error(`${relative(src, file)} imports ${specifier.text}, not a .ts/.tsx file`)
      }
      if (importedBy.has(target)) continue
      importedBy.set(target, file)
      queue.push(target)
    }
  }
  return importedBy
}

/** The import chain from the entry to `file`, as paths relative to src/. */
function chainTo(importedBy: Map<string, string | undefined>, file: string): string[] {
  const chain: string[] = []
  for (let at: string | undefined = file; at !== undefined; at = importedBy.get(at)) {
    chain.unshift(relative(src, at))
  }
  return chain
}

test('behavior: the first paint never loads lazy.ts (static imports from main.tsx)', () => {
  const reached = staticImports(join(src, 'main.tsx'))
  // So that this cannot pass by walking nothing: the walk reaches the first paint's state and the
  // Connect view, and stops at the lazily loaded views.
  expect(reached.has(join(src, 'state/index.ts'))).toBe(true)
  expect(reached.has(join(src, 'views/Connect/Connect.tsx'))).toBe(true)
  expect(reached.has(join(src, 'views/Account/Account.tsx'))).toBe(false)
  const lazyEntry = join(src, 'state/lazy.ts')
  // On failure this shows the chain of imports that pulls lazy.ts into the first paint.
  expect(reached.has(lazyEntry) ? chainTo(reached, lazyEntry) : []).toEqual([])
})

test('behavior: the first paint loads none of the modules lazy.ts lists, not even directly', () => {
  const reached = staticImports(join(src, 'main.tsx'))
  const lazyEntry = join(src, 'state/lazy.ts')
  const listed = ts
    .createSourceFile(lazyEntry, readFileSync(lazyEntry, 'utf8'), ts.ScriptTarget.Latest)
    .statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? [join(dirname(lazyEntry), statement.moduleSpecifier.text)]
        : [],
    )
  expect(listed).toContain(join(src, 'state/send/sendToken.ts'))
  expect(listed.filter((file) => reached.has(file)).map((file) => chainTo(reached, file))).toEqual(
    [],
  )
})
