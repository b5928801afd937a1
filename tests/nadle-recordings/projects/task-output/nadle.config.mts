import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("values", async ({ context }) => {
  await sleep(250);
  context.logger.log("count", 3, true, null, undefined);
  context.logger.log("object:", { name: "web", files: 2, ok: true }, ["a", "b"]);
  context.logger.log("first line\nsecond line");
  context.logger.warn("warned", { level: 1 });
});
tasks.register("refuse", async ({ context }) => {
  await sleep(250);
  context.logger.throw("refused on purpose");
});
