import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("a", async ({ context }) => {
  await sleep(250);
  context.logger.log("a done");
});
tasks.register("b", async ({ context }) => {
  await sleep(250);
  context.logger.log("b done");
}).config({ dependsOn: "a" });
tasks.register("c", async ({ context }) => {
  await sleep(250);
  context.logger.log("c done");
});
tasks.register("d", async ({ context }) => {
  await sleep(250);
  context.logger.log("d done");
}).config({ dependsOn: ["c", "a"] });
