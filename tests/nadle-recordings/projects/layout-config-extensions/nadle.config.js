import { tasks } from "nadle";

tasks.register("fromJs");
