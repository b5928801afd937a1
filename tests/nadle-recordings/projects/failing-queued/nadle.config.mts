import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("fail", async () => {
  await sleep(250);
  throw new Error("fail failed");
});
tasks.register("other", async ({ context }) => {
  await sleep(250);
  context.logger.log("other done");
});
tasks.register("last", async ({ context }) => {
  await sleep(250);
  context.logger.log("last done");
});
