import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("hello", async ({ context }) => {
  await sleep(250);
  context.logger.log("hello done");
});
tasks.register("bye").config({ dependsOn: "hello", description: "Says bye" });
