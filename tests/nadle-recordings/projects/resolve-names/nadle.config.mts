import { tasks } from "nadle";

tasks.register("build");
tasks.register("buildDocker");
tasks.register("compileTs");
tasks.register("compileJs");
tasks.register("compileCss");
tasks.register("test");
tasks.register("testUnit");
tasks.register("lint");
tasks.register("deploy-staging");
tasks.register("deploy-production");
