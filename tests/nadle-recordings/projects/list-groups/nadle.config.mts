import { tasks } from "nadle";

tasks.register("build").config({ group: "build", description: "Builds everything" });
tasks.register("clean").config({ group: "build" });
tasks.register("Zip").config({ group: "build", description: "Packs the output" });
tasks.register("test").config({ group: "Verification", description: "Runs the tests" });
tasks.register("lint").config({ group: "verification" });
tasks.register("release").config({ group: "ci/cd pipeline", description: "Publishes" });
tasks.register("hello").config({ description: "Says hello" });
tasks.register("aaa");
tasks.register("Bbb");
