import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("slow", async ({ context }) => {
  await sleep(600);
  context.logger.log("slow done");
});
tasks.register("medium", async ({ context }) => {
  await sleep(300);
  context.logger.log("medium done");
}).config({ dependsOn: "slow" });
tasks.register("aggregate").config({ dependsOn: ["medium"] });
