import { configure, tasks } from "nadle";

// Shorter labels: "api:build" instead of "packages:api:build".
configure({
  alias: {
    "packages/api": "api",
    "packages/web": "web",
  },
});

// An empty root task: "nadle build" from the root also runs
// the build task of every workspace that has one.
tasks.register("build").config({
  description: "Builds every workspace",
});
