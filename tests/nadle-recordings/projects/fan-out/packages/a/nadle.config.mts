import { tasks } from "nadle";

tasks.register("build");
tasks.register("test");
tasks.register("lint");
