import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("talk", async ({ context }) => {
  await sleep(250);
  context.logger.error("an error line");
  context.logger.warn("a warning line");
  context.logger.log("a log line");
  context.logger.info("an info line");
  context.logger.debug("a debug line");
});
tasks.register("build").config({ dependsOn: "talk" });
