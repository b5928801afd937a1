import { tasks } from "nadle";

tasks.register("buildApp");
tasks.register("BuildDocs");
tasks.register("lint");
tasks.register("Lint2");
tasks.register("zeta");
tasks.register("Alpha");
tasks.register("alpha2");
