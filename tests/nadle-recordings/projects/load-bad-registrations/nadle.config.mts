// @ts-nocheck: the calls break the API on purpose
import { configure, tasks } from "nadle";

tasks.register("build");
configure("fast");
