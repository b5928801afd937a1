import { configure, tasks } from "nadle";

configure({ alias: { "packages/a": "" } });

tasks.register("build");
