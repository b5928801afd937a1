// The two example projects of the playground. The single-package one is the project of
// the Playground page (its package.json and nadle.config.ts, the same text); the
// monorepo shows workspaces, an alias and a dependency across workspaces. Both are
// projects Nadle 0.5.1 plans without error (tests/nadle-recordings/projects/preset-*):
// the monorepo's folders sort in the order their builds depend on each other, since
// 0.5.1's dry run of a fanned-out root task can fail otherwise (the corpus keeps that
// failure in scheduler-indegree-defect).
import type {ProjectFiles} from './worker/projectFiles';

import type {PresetId} from './presetIds';

export type {PresetId} from './presetIds';

export interface Preset {
  id: PresetId;
  label: string;
  files: ProjectFiles;
  /** The file shown first. */
  mainFile: string;
  /** Commands the reader can try with one click, as typed after `nadle`. */
  commands: readonly string[];
}

const SINGLE_PACKAGE_JSON = `{
  "name": "nadle-playground",
  "private": true,
  "type": "module",
  "scripts": {
    "hello": "nadle hello",
    "goodbye": "nadle goodbye"
  },
  "devDependencies": {
    "nadle": "0.5.1",
    "typescript": "^5.8.2",
    "@types/node": "^20.19.0"
  },
  "nadle": {
    "root": true
  }
}
`;

const SINGLE_CONFIG = `import { setTimeout as sleep } from "node:timers/promises";
import { configure, tasks } from "nadle";

// The debug level shows what Nadle does behind the scenes; "log" is the quieter default.
configure({ logLevel: "debug" });

tasks
  .register("hello", async ({ context }) => {
    await sleep(200);
    context.logger.log("Hello from the Nadle playground!");
  })
  .config({
    group: "Greetings",
    description: "Says hello after a short pause",
  });

tasks
  .register("goodbye", ({ context }) => {
    context.logger.log("Goodbye, and thanks for trying Nadle.");
  })
  .config({
    group: "Greetings",
    description: "Says goodbye once hello has finished",
    dependsOn: "hello",
  });
`;

const MONOREPO_ROOT_PACKAGE_JSON = `{
  "name": "shop",
  "private": true,
  "type": "module",
  "devDependencies": {
    "nadle": "^0.5.1",
    "typescript": "^5.8.2"
  }
}
`;

const PNPM_WORKSPACE = `packages:
  - "packages/*"
`;

const MONOREPO_ROOT_CONFIG = `import { configure, tasks } from "nadle";

// Shorter labels: "server:build" instead of "packages:server:build".
configure({
  alias: {
    "packages/server": "server",
    "packages/web": "web",
  },
});

// An empty root task: "nadle build" from the root also runs
// the build task of every workspace that has one.
tasks.register("build").config({
  description: "Builds every workspace",
});
`;

function workspacePackageJson(name: string, dependencies: Record<string, string>): string {
  return `${JSON.stringify({name, private: true, type: 'module', dependencies}, null, 2)}\n`;
}

const CORE_CONFIG = `import { ExecTask, tasks } from "nadle";

tasks
  .register("build", ExecTask, { command: "tsc", args: ["--build"] })
  .config({ group: "Build", description: "Compiles the shared types" });
`;

const SERVER_CONFIG = `import { ExecTask, tasks } from "nadle";

tasks
  .register("build", ExecTask, { command: "tsc", args: ["--build"] })
  .config({
    group: "Build",
    description: "Compiles the API server",
    // A task of another workspace, by its ID.
    dependsOn: "packages:core:build",
  });

tasks
  .register("test", ExecTask, { command: "vitest", args: ["run"] })
  .config({ group: "Check", dependsOn: "build" });
`;

const WEB_CONFIG = `import { ExecTask, tasks } from "nadle";

tasks
  .register("build", ExecTask, { command: "vite", args: ["build"] })
  .config({
    group: "Build",
    description: "Bundles the web app",
    // The same kind of dependency, through the alias of packages/server.
    dependsOn: ["packages:core:build", "server:build"],
  });
`;

export const PRESETS: Record<PresetId, Preset> = {
  single: {
    id: 'single',
    label: 'Single package: the example',
    mainFile: 'nadle.config.ts',
    files: {'nadle.config.ts': SINGLE_CONFIG, 'package.json': SINGLE_PACKAGE_JSON},
    commands: ['--dry-run goodbye', '--list', 'helo', 'g', '--dry-run goodbye --exclude hello', 'bye'],
  },
  monorepo: {
    id: 'monorepo',
    label: 'pnpm monorepo: root and three workspaces',
    mainFile: 'nadle.config.ts',
    files: {
      'nadle.config.ts': MONOREPO_ROOT_CONFIG,
      'package.json': MONOREPO_ROOT_PACKAGE_JSON,
      'pnpm-workspace.yaml': PNPM_WORKSPACE,
      'packages/core/nadle.config.ts': CORE_CONFIG,
      'packages/core/package.json': workspacePackageJson('@shop/core', {}),
      'packages/server/nadle.config.ts': SERVER_CONFIG,
      'packages/server/package.json': workspacePackageJson('@shop/server', {'@shop/core': 'workspace:*'}),
      'packages/web/nadle.config.ts': WEB_CONFIG,
      'packages/web/package.json': workspacePackageJson('@shop/web', {
        '@shop/core': 'workspace:*',
        '@shop/server': 'workspace:*',
      }),
    },
    commands: [
      '--dry-run build',
      '--list-workspaces',
      '--dry-run web:build',
      '--list',
      '--dry-run build --parallel',
      '--dry-run web:biuld',
    ],
  },
};

export const DEFAULT_PRESET: PresetId = 'single';
