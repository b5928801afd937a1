import { tasks } from "nadle";

tasks.register("build").config({ dependsOn: ["lib:build"] });
