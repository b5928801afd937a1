import { tasks } from "nadle";

tasks.register("Build");
tasks.register("test");
tasks.register("test");
