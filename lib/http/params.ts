import { z } from "zod";
import { AppError } from "@/lib/errors";

const uuid = z.string().uuid();

/** A malformed id can never match a row: answer 404 like any other missing object. */
export function idParam(value: string, surface: string): string {
  if (!uuid.safeParse(value).success) throw new AppError(`not_found:${surface}`, "Not found.");
  return value;
}
