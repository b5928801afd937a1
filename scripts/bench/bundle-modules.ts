// The modules inside the JavaScript files of a build, with their minified size,
// for `npm run bench:bundle`. The bundler's stats name each module by id;
// webpack-bundle-analyzer's parser (the one behind `docusaurus build
// --bundle-analyzer`) cuts each emitted file into the minified source of each
// module id. Each module's source is gzipped on its own, which over-counts
// against the file: gzip finds repeats across modules in the file, not in
// one module alone.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';

const require = createRequire(__filename);

interface ParsedBundle {
  /** Minified source of each module, by module id. */
  modules: Record<string, string>;
  /** What is left of the file: the bundler's runtime and the entry module. */
  runtimeSrc: string | null;
  src: string;
}

const {parseBundle} = require('webpack-bundle-analyzer/lib/parseUtils') as {
  parseBundle: (file: string) => ParsedBundle;
};

/** The part of the client bundler's stats this reads. */
export interface BundleStats {
  modules: StatsModule[];
}

interface StatsModule {
  id?: string | number | null;
  name: string;
  /** Bytes of its source before minification. */
  size?: number;
  /** The modules the bundler concatenated into this one (one scope, minified together). */
  modules?: StatsModule[];
}

export interface ModuleSize {
  /** The module's path in the project (`./node_modules/react-dom/cjs/...`), or what the bundler calls it. */
  module: string;
  /** Its package, or its folder of this project (`src/theme`), from `packageOf`. */
  group: string;
  file: string;
  raw: number;
  gzip: number;
  /**
   * For a module the bundler concatenated from several: those, largest first, with
   * their size before minification (minified together, they cannot be cut apart).
   */
  concatenated?: {module: string; size: number}[];
}

/** What a file holds outside its modules: the runtime and entry code of main.js, the wrapper of each chunk. */
const BUNDLER_RUNTIME = 'bundler runtime, entry and chunk wrappers';
const OUTSIDE_BUNDLER = 'scripts outside the bundler';

/**
 * The package of a module named by the bundler: the last package under
 * `node_modules/` (`@docusaurus/theme-classic`, `react-dom`), or for a file of
 * this project its top folders (`src/theme`, `src/components/Playground`,
 * `.docusaurus`). A module that several were concatenated into
 * (`./src/x.tsx + 12 modules`) is named by its first.
 */
export function packageOf(moduleName: string): string {
  const name = moduleName
    .replace(/^.*!/, '')
    .replace(/ \+ \d+ modules?$/, '')
    .replace(/\?.*$/, '');
  const inPackage = name.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  if (!name.startsWith('./')) return name;
  const parts = name.slice(2).split('/');
  // One group per component or theme override (src/theme/DocItem/Content/index.tsx is
  // in src/theme/DocItem), per other folder of src/ and per local plugin.
  if (parts[0] === 'src' && parts.length >= 4 && ['components', 'theme', 'pages'].includes(parts[1]))
    return parts.slice(0, 3).join('/');
  if ((parts[0] === 'src' || parts[0] === 'plugins') && parts.length >= 3) return parts.slice(0, 2).join('/');
  return parts.length >= 2 ? parts[0] : name;
}

/** Stats modules by id. */
function modulesById(stats: BundleStats): Map<string, StatsModule> {
  const byId = new Map<string, StatsModule>();
  for (const module of stats.modules) {
    if (module.id !== undefined && module.id !== null && !byId.has(String(module.id)))
      byId.set(String(module.id), module);
  }
  return byId;
}

const gzip = (text: string): number => gzipSync(text, {level: 6}).length;

/** The modules of one emitted JavaScript file (`file` is its path on disk, `label` its name in the report). */
export function modulesOfFile(stats: BundleStats, file: string, label: string): ModuleSize[] {
  let parsed: ParsedBundle;
  try {
    parsed = parseBundle(file);
  } catch {
    // Not a chunk of the bundler (a script module a plugin emits as it is): one row for the whole file.
    const source = readFileSync(file, 'utf8');
    return [{module: label, group: OUTSIDE_BUNDLER, file: label, raw: Buffer.byteLength(source), gzip: gzip(source)}];
  }
  const byId = modulesById(stats);
  const rows: ModuleSize[] = Object.entries(parsed.modules).map(([id, source]) => {
    const statsModule = byId.get(id);
    const module = statsModule?.name ?? `module ${id}`;
    const row: ModuleSize = {
      module,
      group: packageOf(module),
      file: label,
      raw: Buffer.byteLength(source),
      gzip: gzip(source),
    };
    const concatenated = (statsModule?.modules ?? []).filter((inner) => inner.name);
    if (concatenated.length > 0) {
      row.concatenated = concatenated
        .map((inner) => ({module: inner.name, size: inner.size ?? 0}))
        .sort((a, b) => b.size - a.size);
    }
    return row;
  });
  if (parsed.runtimeSrc) {
    rows.push({
      module: BUNDLER_RUNTIME,
      group: BUNDLER_RUNTIME,
      file: label,
      raw: Buffer.byteLength(parsed.runtimeSrc),
      gzip: gzip(parsed.runtimeSrc),
    });
  }
  return rows;
}

/**
 * Sums of module sizes by group, largest gzip first. A concatenated module is
 * minified as one scope, so its bytes are shared among the modules it holds in
 * proportion to their size before minification (an estimate), each in its own
 * group: our src/theme/SearchBar inside the theme's Layout counts as src/theme.
 */
export function sizesByGroup(modules: ModuleSize[]): {group: string; modules: number; raw: number; gzip: number}[] {
  const groups = new Map<string, {group: string; modules: number; raw: number; gzip: number}>();
  const add = (group: string, share: number, module: ModuleSize) => {
    const sum = groups.get(group) ?? {group, modules: 0, raw: 0, gzip: 0};
    groups.set(group, {
      group,
      modules: sum.modules + 1,
      raw: sum.raw + module.raw * share,
      gzip: sum.gzip + module.gzip * share,
    });
  };
  for (const module of modules) {
    const parts = module.concatenated ?? [];
    const total = parts.reduce((sum, part) => sum + part.size, 0);
    if (total === 0) add(module.group, 1, module);
    else for (const part of parts) add(packageOf(part.module), part.size / total, module);
  }
  return [...groups.values()]
    .map((group) => ({...group, raw: Math.round(group.raw), gzip: Math.round(group.gzip)}))
    .sort((a, b) => b.gzip - a.gzip);
}
