// Where the generated API reference documents an item of api/index.ts. The build's code
// highlighting (plugins/code-highlight) and the playground's quick info (in a worker,
// with its own copy of the compiler) both link to it, so the compiler module is a parameter.
import type ts from 'typescript';

/** Reference folder of the generated API pages (docs/api/index/<folder>/<Name>) for each kind of top-level declaration. */
export function referenceFolder(typescript: typeof ts, statement: ts.Node): string | undefined {
  if (typescript.isFunctionDeclaration(statement)) return 'functions';
  if (typescript.isInterfaceDeclaration(statement)) return 'interfaces';
  if (typescript.isModuleDeclaration(statement)) return 'namespaces';
  if (typescript.isTypeAliasDeclaration(statement)) return 'type-aliases';
  if (typescript.isVariableStatement(statement)) return 'variables';
  return undefined;
}

/**
 * The path of the reference page of the item declared at `position` of the API's source
 * file, relative to the site's base URL (`docs/api/index/interfaces/TasksAPI#register`),
 * or undefined when no page documents it.
 */
export function referencePath(typescript: typeof ts, api: ts.SourceFile, position: number): string | undefined {
  const statement = api.statements.find((node) => node.getStart(api) <= position && position < node.getEnd());
  if (!statement) return undefined;
  const folder = referenceFolder(typescript, statement);
  let name: string | undefined;
  let member: string | undefined;
  if (typescript.isVariableStatement(statement)) {
    name = statement.declarationList.declarations
      .find((declaration) => declaration.pos <= position && position < declaration.end)
      ?.name.getText(api);
  } else {
    name = (statement as ts.DeclarationStatement).name?.getText(api);
    if (typescript.isInterfaceDeclaration(statement)) {
      member = statement.members
        .find((node) => node.getStart(api) <= position && position < node.getEnd())
        ?.name?.getText(api);
    }
  }
  if (!folder || !name) return undefined;
  return `docs/api/index/${folder}/${name}${member ? `#${member.toLowerCase()}` : ''}`;
}
