import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { resolveRequestedPlayer } from "@/lib/scouting/workflow/intake";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// REQ-PPL-02: a surname shared by a crowd of namesakes. The request's own words narrow them; a role the
// request gives never outvotes those words; and the person meant is among the choices when it must ask.

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });
const FIRST = ["Abe", "Beau", "Cal", "Dax", "Eli", "Finn", "Gus", "Hal", "Ike", "Jem", "Kip", "Lou", "Max", "Ned", "Oz", "Pip", "Rex", "Sid", "Tad", "Vic", "Wes", "Zed", "Ari", "Bo", "Cy"];

describe(`namesakes in a crowd (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    const crowd = FIRST.map((f, i) => file(`crowd-${i}.md`, `Scouting note: ${f} Kettering\n\nSalem Pilots ${i === 0 ? "point guard" : "center"} ${f} Kettering is quick and ${f} Kettering defends.`));
    const real = file(
      "gulls-report.md",
      `# Pro personnel report\n\n# 1. Isaiah Kettering — Port Averley Gulls\n\nPosition: PG. Isaiah Kettering runs the pick-and-roll for the Port Averley Gulls.\n\nIsaiah Kettering is the best passer in the league.`,
    );
    const abe = file("abe-kettering-2.md", `Scouting note: Abe Kettering\n\nSalem Pilots point guard Abe Kettering scored 20.`);
    const other = file("kettering-feature.md", `Scouting note: Isaiah Kettering\n\nIsaiah Kettering joined the Port Averley Gulls in February.`);
    for (const batch of [crowd.slice(0, 15), crowd.slice(15), [real, other, abe]]) await ingestFiles(owner.id, batch);
  });

  it("the request's team words pick him out of 25 namesakes, though one of them is titled with the role it gives", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Kettering", "What do we have on the Gulls' new point guard, Kettering?");
    expect(out.person?.name).toBe("Isaiah Kettering");
  });

  it("a bare surname asks, and offers him among the first choices", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Kettering", "kettering's report pls");
    expect(out.person).toBeNull();
    expect(out.clarification?.reason).toBe("ambiguous");
    expect(out.clarification?.choices?.map((c) => c.name)).toContain("Isaiah Kettering");
  });

  it("a role alone still picks the one namesake it titles when the request gives nothing else", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Kettering", "report on the point guard Kettering");
    expect(out.person?.name).toBe("Abe Kettering");
  });
});
