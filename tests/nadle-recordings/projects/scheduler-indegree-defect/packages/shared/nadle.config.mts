import { ExecTask, tasks } from "nadle";

tasks
  .register("build", ExecTask, { command: "tsc", args: ["--build"] })
  .config({ group: "Build", description: "Compiles the shared types" });
