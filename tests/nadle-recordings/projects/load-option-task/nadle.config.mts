// @ts-nocheck: the call breaks the API on purpose
import { ExecTask, tasks } from "nadle";

tasks.register("build", ExecTask);
