import { tasks } from "nadle";

tasks.register("pong").config({ dependsOn: "root:ping" });
