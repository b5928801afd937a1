import { tasks } from "nadle";

tasks.register("build");

throw new Error("This config is broken on purpose");
