import { setTimeout as sleep } from "node:timers/promises";
import { defineTask, tasks } from "nadle";

const Greet = defineTask<{ who: string }>({
  run: async ({ options, context }) => {
    await sleep(250);
    context.logger.log(`hello ${options.who} from ${context.workingDir}`);
  },
});

tasks.register("greet", Greet, { who: "world" });
tasks
  .register("greet-here", Greet, () => ({ who: "options of a function" }))
  .config({ workingDir: "packages", dependsOn: "greet" });
