// Written by plugins/playground/appBundle.ts for the TypeScript worker: its declaration files by virtual path.
declare module '@playground/typescript-files.json' {
  const files: Record<string, string>;
  export default files;
}

// The data module of plugins/playground: where the playground's own bundle starts and its realm's
// worker script, relative to the base URL.
declare module '@generated/playground/default/app-bundle.json' {
  const bundle: {entry: string; realm: string};
  export default bundle;
}
