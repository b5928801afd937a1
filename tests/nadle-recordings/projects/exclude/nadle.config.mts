import { tasks } from "nadle";

tasks.register("generate");
tasks.register("lint");
tasks.register("test").config({ dependsOn: "generate" });
tasks.register("compile").config({ dependsOn: ["generate"] });
tasks.register("build").config({ dependsOn: ["lint", "test", "compile"] });
tasks.register("docs");
