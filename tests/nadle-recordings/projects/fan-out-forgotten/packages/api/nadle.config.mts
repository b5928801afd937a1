import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks
  .register("build", async ({ context }) => {
    await sleep(250);
    context.logger.log("api build done");
  })
  .config({ dependsOn: "packages:shared:build" });
