import { configure, tasks } from "nadle";

configure({ logLevel: "info" });
tasks.register("build");
