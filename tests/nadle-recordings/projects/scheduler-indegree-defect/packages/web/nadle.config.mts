import { ExecTask, tasks } from "nadle";

tasks
  .register("build", ExecTask, { command: "vite", args: ["build"] })
  .config({
    group: "Build",
    description: "Bundles the web app",
    // The same kind of dependency, through the alias of packages/api.
    dependsOn: ["packages:shared:build", "api:build"],
  });
