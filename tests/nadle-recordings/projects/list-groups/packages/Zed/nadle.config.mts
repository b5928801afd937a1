import { tasks } from "nadle";

tasks.register("build").config({ group: "build" });
