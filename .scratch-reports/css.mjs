import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";
import { readFileSync, writeFileSync } from "node:fs";
const css = readFileSync("app/globals.css", "utf8");
const out = await postcss([tailwind({ base: process.cwd() })]).process(css, { from: "app/globals.css" });
writeFileSync("/tmp/reports.css", out.css);
console.log(out.css.length);
