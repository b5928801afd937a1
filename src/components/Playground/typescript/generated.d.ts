// The data module of plugins/playground: the TypeScript worker's declaration files by virtual path.
declare module '@generated/playground/default/typescript-files.json' {
  const files: Record<string, string>;
  export default files;
}
