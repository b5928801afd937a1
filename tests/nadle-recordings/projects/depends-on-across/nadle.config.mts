import { configure, tasks } from "nadle";

configure({ alias: { "packages/shared": "shared" } });

tasks.register("prepare");
tasks.register("build");
tasks.register("typo").config({ dependsOn: ["packages:app:biuld"] });
tasks.register("ghost").config({ dependsOn: ["nowhere:build"] });
tasks.register("self-prefixed").config({ dependsOn: ["root:prepare"] });
