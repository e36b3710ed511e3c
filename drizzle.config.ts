import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
  // The LangGraph checkpointer owns its own schema; drizzle-kit must never touch it.
  schemaFilter: ["public"],
});
