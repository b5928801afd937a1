import { tasks } from "nadle";

tasks.register("custom");
