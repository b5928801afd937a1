import { tasks } from "nadle";

tasks.register("build");
tasks.register("lint");
