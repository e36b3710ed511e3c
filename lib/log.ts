import "server-only";
import pino from "pino";
import { env } from "@/lib/env";

// Structured JSON logs on stdout; internal details go here, never into responses.
export const log = pino({ level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL, base: { app: "scout" } });
