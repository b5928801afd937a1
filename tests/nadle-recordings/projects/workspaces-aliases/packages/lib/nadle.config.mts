import { tasks } from "nadle";

tasks.register("build").config({ dependsOn: ["main:release"] });
