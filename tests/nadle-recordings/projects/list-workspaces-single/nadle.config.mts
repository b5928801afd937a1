import { configure, tasks } from "nadle";

configure({ alias: { ".": "app" } });

tasks.register("build");
