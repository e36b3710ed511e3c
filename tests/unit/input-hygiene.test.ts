import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signUpSchema } from "@/lib/accounts/sign-up";
import { isAppError } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { controlCharPaths } from "@/lib/http/text-hygiene";
import { playerListQuery } from "@/lib/reports/player-filters";
import { chatRequestSchema } from "@/lib/scouting/workflow/events";

// SEC-05: control characters are a 422 with the offending field, never a database error.
const post = (body: unknown) => new Request("http://scout.test/api/x", { method: "POST", body: JSON.stringify(body) });

describe("control characters in input", () => {
  const dirty = ["a\u0000b", "\u0007bell", "esc\u001b[31m", "del\u007f", "c1\u0085", "rtl\u202eexe.txt", "iso\u2066x"];

  it.each(dirty)("readJson refuses %j with 422 naming the field", async (value) => {
    const error = await readJson(post({ message: value }), chatRequestSchema, "chat").catch((e) => e);
    expect(isAppError(error) && error.status).toBe(422);
    expect(error.extra.fields).toHaveProperty("message");
  });

  it("finds nested strings and keys", () => {
    expect(controlCharPaths({ plan_steps: ["ok", "b\u0000ad"], nested: { ["k\u0000"]: 1 } })).toEqual(["plan_steps.1", "nested._key"]);
  });

  it("keeps tabs and line breaks in multi-line text", async () => {
    await expect(readJson(post({ message: "Scout Jalen Brooks\n\tfocus: defence\r\n" }), chatRequestSchema, "chat")).resolves.toMatchObject({ message: expect.stringContaining("Jalen") });
  });

  it("query-string and form schemas refuse them too", () => {
    expect(playerListQuery.safeParse({ q: "Brooks\u0000" }).success).toBe(false);
    expect(signUpSchema.safeParse({ email: "a@b.test", password: "long-enough", name: "Eve\u0000" }).success).toBe(false);
    expect(signUpSchema.safeParse({ email: "a@b.test", password: "long-enough", name: "Zoë Ångström" }).success).toBe(true);
  });

  it("a plain object schema still gets its normal 422s", async () => {
    const error = await readJson(post({ title: 5 }), z.object({ title: z.string() }), "session").catch((e) => e);
    expect(error.code).toBe("validation:session");
  });
});
