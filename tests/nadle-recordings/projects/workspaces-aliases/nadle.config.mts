import { configure, tasks } from "nadle";

configure({
  alias: { ".": "main", "packages/app": "app", "packages/lib": "lib" },
});

tasks.register("build");
tasks.register("release");
