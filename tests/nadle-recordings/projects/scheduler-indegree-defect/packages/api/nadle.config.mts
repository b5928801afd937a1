import { ExecTask, tasks } from "nadle";

tasks
  .register("build", ExecTask, { command: "tsc", args: ["--build"] })
  .config({
    group: "Build",
    description: "Compiles the API server",
    // A task of another workspace, by its ID.
    dependsOn: "packages:shared:build",
  });

tasks
  .register("test", ExecTask, { command: "vitest", args: ["run"] })
  .config({ group: "Check", dependsOn: "build" });
