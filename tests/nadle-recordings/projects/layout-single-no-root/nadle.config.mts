import { tasks } from "nadle";

tasks.register("build");
