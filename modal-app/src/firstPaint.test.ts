import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

const src = fileURLToPath(new URL('.', import.meta.url))

// State only lazily loaded views use. (The Telegram social filter is not among them: Connect's
// social buttons follow it; nor is the send draft, which the chain area empties on a network
// change, a few hundred bytes.) Importing one of these from a module the first paint
// loads puts it in the JS loaded before the Connect view paints.
const LAZY_STATE = [
  // The wallet registry (its fetch, zod schema, search and recommendations) loads after the
  // first paint of Connect (views/Connect/ConnectMore.tsx, a lazy chunk).
  'registry/filterWallets.ts',
  'registry/loadRegistry.ts',
  'registry/recommendWallets.ts',
  'registry/registryWalletSchema.ts',
  'state/errors/nameApiErrorText.ts',
  'state/errors/withErrorReporting.ts',
  'state/http/HttpError.ts',
  'state/http/createJsonClient.ts',
  'state/names/nameCacheAtom.ts',
  'state/names/nameErrorText.ts',
  'state/names/nameRegistration.ts',
  'state/names/registerAccountName.ts',
  'state/networkSwitch.ts',
  'state/onramp/fetchOnrampQuote.ts',
  'state/onramp/onrampState.ts',
  'state/onramp/onrampTypes.ts',
  'state/onramp/paymentLimits.ts',
  'state/send/sendKind.ts',
  'state/send/sendToken.ts',
  'state/siwx/cancelSiwx.ts',
  'state/siwx/createSiwxMessage.ts',
  'state/siwx/createSiwxNonce.ts',
  'state/siwx/disconnectActive.ts',
  'state/siwx/failSiwxInit.ts',
  'state/siwx/formatSiwxMessage.ts',
  'state/siwx/signInWithSiwx.ts',
  'state/transactions/fetchTransactions.ts',
  'state/transactions/groupTransactions.ts',
  'state/validation/assertSendRequirements.ts',
  'state/validation/dropLowQualityBalances.ts',
  'state/validation/evmChainIdToCoinType.ts',
  'state/validation/format.ts',
  'state/validation/isValidName.ts',
  'state/validation/visibleTransactions.ts',
]

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

test('behavior: the first paint loads none of the lazily used state modules', () => {
  const reached = staticImports(join(src, 'main.tsx'))
  // So that this cannot pass by walking nothing: the walk reaches the first paint's state and the
  // Connect view, and stops at the lazily loaded views.
  expect(reached.has(join(src, 'state/account.ts'))).toBe(true)
  expect(reached.has(join(src, 'views/Connect/Connect.tsx'))).toBe(true)
  expect(reached.has(join(src, 'views/Account/Account.tsx'))).toBe(false)
  const lazy = LAZY_STATE.map((file) => join(src, file))
  // A renamed or merged module must be renamed here too, or the list would check nothing.
  expect(lazy.filter((file) => !existsSync(file))).toEqual([])
  // On failure this shows the chain of imports that pulls a lazy module into the first paint.
  expect(lazy.filter((file) => reached.has(file)).map((file) => chainTo(reached, file))).toEqual([])
})
