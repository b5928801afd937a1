import { configure, tasks } from "nadle";

configure({ alias: { "apps/web/plugins/seo": "seo" } });

tasks.register("build");
