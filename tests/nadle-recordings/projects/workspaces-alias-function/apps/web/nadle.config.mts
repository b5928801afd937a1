import { tasks } from "nadle";

tasks.register("build").config({ dependsOn: "libs:ui:build" });
