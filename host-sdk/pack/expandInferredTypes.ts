import ts from 'typescript'

const FLAGS = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.IgnoreErrors
const ZOD_HELPERS = new Set(['infer', 'input', 'output'])

/**
 * A declaration transformer (`afterDeclarations`) that replaces every type alias written as
 * `z.infer<typeof schema>` (also `z.input`, `z.output`, and `Infer` of the message schemas) by
 * the structural type it computes to, keeping the TSDoc of each property. The published declarations then do not need zod: a host
 * gets `{ themeMode?: 'dark' | 'light' | undefined; … }` with the docs of the schema's fields.
 */
export function expandInferredTypes(
  checker: ts.TypeChecker,
): ts.TransformerFactory<ts.SourceFile | ts.Bundle> {
  return (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isTypeAliasDeclaration(node) && isZodHelperReference(node.type)) {
        const original = ts.getOriginalNode(node)
        if (!ts.isTypeAliasDeclaration(original)) return node
        const symbol = checker.getSymbolAtLocation(original.name)
        if (!symbol) throw new Error(`No symbol for the type ${original.name.text}`)
        const type = checker.getDeclaredTypeOfSymbol(symbol)
        return context.factory.updateTypeAliasDeclaration(
          node,
          node.modifiers,
          node.name,
          node.typeParameters,
          toTypeNode(checker, type, new Set()),
        )
      }
      return ts.visitEachChild(node, visit, context)
    }
    return (root) => {
      if (ts.isBundle(root)) throw new Error('expandInferredTypes works on files, not bundles')
      return ts.visitEachChild(root, visit, context)
    }
  }
}

// `Infer<typeof schema>` is the same for shared-protocol's message schemas (schemas/schema.ts).
function isZodHelperReference(node: ts.TypeNode): boolean {
  if (!ts.isTypeReferenceNode(node)) return false
  const { typeName } = node
  return ts.isQualifiedName(typeName)
    ? ZOD_HELPERS.has(typeName.right.text)
    : typeName.text === 'Infer'
}

/** An object type of plain properties (what zod infers), not a function, array or class. */
function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isIntersection()) return type.types.every((part) => isPlainObject(checker, part))
  if (!(type.flags & ts.TypeFlags.Object)) return false
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false
  const objectFlags = (type as ts.ObjectType).objectFlags
  return (objectFlags & (ts.ObjectFlags.Anonymous | ts.ObjectFlags.Mapped)) !== 0
}

function needsExpansion(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (isPlainObject(checker, type)) return true
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0]
    return element !== undefined && needsExpansion(checker, element)
  }
  return type.isUnion() && type.types.some((member) => needsExpansion(checker, member))
}

function toTypeNode(checker: ts.TypeChecker, type: ts.Type, seen: Set<ts.Type>): ts.TypeNode {
  const { factory } = ts
  if (!needsExpansion(checker, type)) return printed(checker, type)
  if (seen.has(type))
    throw new Error(`A recursive type cannot be expanded: ${checker.typeToString(type)}`)
  const inner = new Set(seen).add(type)
  if (type.isUnion()) {
    const members = type.types.filter((member) => !isBooleanLiteral(member))
    const nodes = members.map((member) => toTypeNode(checker, member, inner))
    if (members.length < type.types.length) {
      nodes.push(factory.createKeywordTypeNode(ts.SyntaxKind.BooleanKeyword))
    }
    return factory.createUnionTypeNode(nodes)
  }
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0]
    if (element === undefined) return printed(checker, type)
    return factory.createTypeReferenceNode('Array', [toTypeNode(checker, element, inner)])
  }
  const members: ts.TypeElement[] = []
  for (const info of checker.getIndexInfosOfType(type)) {
    const key = factory.createParameterDeclaration(
      undefined,
      undefined,
      'key',
      undefined,
      printed(checker, info.keyType),
    )
    members.push(
      factory.createIndexSignature(undefined, [key], toTypeNode(checker, info.type, inner)),
    )
  }
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0
    const signature = factory.createPropertySignature(
      undefined,
      propertyName(property.name),
      optional ? factory.createToken(ts.SyntaxKind.QuestionToken) : undefined,
      toTypeNode(checker, checker.getTypeOfSymbol(property), inner),
    )
    const doc = docComment(checker, property)
    if (doc)
      ts.addSyntheticLeadingComment(signature, ts.SyntaxKind.MultiLineCommentTrivia, doc, true)
    members.push(signature)
  }
  return factory.createTypeLiteralNode(members)
}

function printed(checker: ts.TypeChecker, type: ts.Type): ts.TypeNode {
  const node = checker.typeToTypeNode(type, undefined, FLAGS)
  if (!node) throw new Error(`Cannot print the type ${checker.typeToString(type)}`)
  return node
}

function isBooleanLiteral(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.BooleanLiteral) !== 0
}

function propertyName(name: string): ts.PropertyName {
  return /^[A-Za-z_$][\w$]*$/.test(name)
    ? ts.factory.createIdentifier(name)
    : ts.factory.createStringLiteral(name, true)
}

/** The TSDoc of a property as the body of a `/** … *\/` comment, or undefined without one. */
function docComment(checker: ts.TypeChecker, property: ts.Symbol): string | undefined {
  const text = ts.displayPartsToString(property.getDocumentationComment(checker))
  const tags = property
    .getJsDocTags(checker)
    .map((tag) => `@${tag.name}${tag.text ? ` ${ts.displayPartsToString(tag.text)}` : ''}`)
  const lines = [...(text ? text.split('\n') : []), ...tags.flatMap((tag) => tag.split('\n'))]
  if (lines.length === 0) return undefined
  if (lines.length === 1) return `* ${lines[0]} `
  return `*\n${lines.map((line) => ` * ${line}`.trimEnd()).join('\n')}\n `
}
