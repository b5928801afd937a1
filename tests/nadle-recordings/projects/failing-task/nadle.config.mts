import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("prepare", async ({ context }) => {
  await sleep(250);
  context.logger.log("prepared");
});
tasks.register("explode", async () => {
  await sleep(250);
  throw new Error("The task failed on purpose");
}).config({ dependsOn: "prepare" });
tasks.register("after").config({ dependsOn: "explode" });
