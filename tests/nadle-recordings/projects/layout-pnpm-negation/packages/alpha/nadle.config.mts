import { tasks } from "nadle";

tasks.register("build").config({ description: "Builds alpha" });
