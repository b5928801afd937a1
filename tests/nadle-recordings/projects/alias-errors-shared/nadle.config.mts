import { configure, tasks } from "nadle";

configure({ alias: { "packages/a": "same", "packages/b": "same" } });

tasks.register("build");
