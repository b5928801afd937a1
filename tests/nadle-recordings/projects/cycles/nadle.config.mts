import { tasks } from "nadle";

tasks.register("a").config({ dependsOn: "b" });
tasks.register("b").config({ dependsOn: "a" });
tasks.register("x").config({ dependsOn: "y" });
tasks.register("y").config({ dependsOn: "z" });
tasks.register("z").config({ dependsOn: "x" });
tasks.register("self").config({ dependsOn: "self" });
tasks.register("entry").config({ dependsOn: ["ok", "a"] });
tasks.register("ok");
tasks.register("ping").config({ dependsOn: "packages:p:pong" });
