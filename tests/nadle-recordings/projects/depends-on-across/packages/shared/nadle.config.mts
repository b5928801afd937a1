import { tasks } from "nadle";

tasks.register("build").config({ dependsOn: "prepare" });
tasks.register("prepare");
