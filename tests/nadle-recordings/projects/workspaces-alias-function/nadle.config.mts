import { configure, tasks } from "nadle";

configure({
  alias: (workspacePath) => (workspacePath.startsWith("apps/") ? workspacePath.slice(5) : undefined),
});

tasks.register("build");
