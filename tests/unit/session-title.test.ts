import { describe, expect, it } from "vitest";
import { requestKind, sessionTitleFor } from "@/lib/chat/session-title";

describe("chat titles from the resolved player", () => {
  it("names the player and the kind of request", () => {
    expect(sessionTitleFor("Jalen Brooks", "Generate a scouting report for jalen brooks")).toBe("Jalen Brooks: scouting report");
    expect(sessionTitleFor("Kofi Adjei-Mensah", "Scout Kofi Adjei-Mensah's strengths and weaknesses")).toBe("Kofi Adjei-Mensah: strengths and weaknesses");
    expect(sessionTitleFor("Caleb Van Dorn", "Player profile for Caleb Van Dorn")).toBe("Caleb Van Dorn: player profile");
  });

  it("falls back to a scouting report and stays within the title limit", () => {
    expect(requestKind("Scout Andre Kessler")).toBe("scouting report");
    expect(requestKind("what are his weaknesses")).toBe("weaknesses");
    expect(sessionTitleFor("A".repeat(100), "Scout A").length).toBe(80);
  });
});
