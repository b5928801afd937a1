/** An `import <local> from "<source>"` node of MDX's syntax tree, for a remark plugin to add to a page. */
export function mdxDefaultImport(local: string, source: string) {
  const literal = JSON.stringify(source);
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
    source: {type: 'Literal', value: source, raw: literal},
  };
  return {
    type: 'mdxjsEsm' as const,
    value: `import ${local} from ${literal};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}
