import { tasks } from "nadle";

tasks.register("compile");
tasks.register("build").config({ dependsOn: ["compiel"] });
