import { tasks } from "nadle";

tasks.register("build").config({ group: "build", description: "Builds the app" });
tasks.register("serve");
tasks.register("e2e").config({ group: "Verification" });
