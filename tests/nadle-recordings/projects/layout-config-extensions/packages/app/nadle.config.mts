import { tasks } from "nadle";

tasks.register("fromMts");
