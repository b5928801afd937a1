import { configure, tasks } from "nadle";

configure({ alias: { "packages/a": "packages:b" } });

tasks.register("build");
