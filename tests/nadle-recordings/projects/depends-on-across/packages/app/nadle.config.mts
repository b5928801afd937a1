import { tasks } from "nadle";

tasks.register("build").config({ dependsOn: ["shared:build", "root:prepare"] });
tasks.register("test").config({ dependsOn: ["packages:shared:build", "build"] });
tasks.register("needs-root").config({ dependsOn: ["prepare"] });
tasks.register("needs-missing").config({ dependsOn: ["packages:shared:test"] });
