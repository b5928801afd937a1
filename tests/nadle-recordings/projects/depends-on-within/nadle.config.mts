import { setTimeout as sleep } from "node:timers/promises";
import { tasks } from "nadle";

tasks.register("generate", async ({ context }) => {
  await sleep(250);
  context.logger.log("generate done");
});
tasks.register("compile", async ({ context }) => {
  await sleep(250);
  context.logger.log("compile done");
}).config({ dependsOn: "generate" });
tasks.register("lint", async ({ context }) => {
  await sleep(250);
  context.logger.log("lint done");
}).config({ dependsOn: ["generate"] });
tasks.register("test", async ({ context }) => {
  await sleep(250);
  context.logger.log("test done");
}).config({ dependsOn: ["compile", "lint"] });
tasks.register("build", async ({ context }) => {
  await sleep(250);
  context.logger.log("build done");
}).config(() => ({ dependsOn: ["test", "compile"] }));
