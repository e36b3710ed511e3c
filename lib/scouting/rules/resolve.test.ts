import { describe, expect, it } from "vitest";
import { resolveField } from "./resolve";

const same = (a: number, b: number) => Math.abs(a - b) <= 1;
const show = (v: number) => `${v} kg`;

describe("resolveField", () => {
  it("returns null without candidates", () => {
    expect(resolveField("weightKg", [], same, show)).toBeNull();
  });

  it("the newest date wins over more support", () => {
    const r = resolveField(
      "weightKg",
      [
        { value: 86, chunkId: "a", date: "2024-10-02", order: 0 },
        { value: 86, chunkId: "b", date: "2024-11-01", order: 1 },
        { value: 93, chunkId: "c", date: "2026-01-20", order: 2 },
      ],
      same,
      show,
    );
    expect(r?.value).toEqual({ value: 93, chunkIds: ["c"] });
    expect(r?.conflicts).toEqual([
      {
        field: "weightKg",
        kept: "93 kg",
        dropped: "86 kg",
        keptChunkIds: ["c"],
        droppedChunkIds: ["a", "b"],
        reason: "Newer source (2026-01-20) supersedes older source (2024-11-01)",
      },
    ]);
  });

  it("values within the tolerance agree and merge", () => {
    const r = resolveField(
      "heightCm",
      [
        { value: 206, chunkId: "a", date: null, order: 0 },
        { value: 205, chunkId: "b", date: null, order: 1 },
      ],
      same,
      show,
    );
    expect(r?.value.chunkIds).toEqual(["a", "b"]);
    expect(r?.conflicts).toEqual([]);
  });

  it("without dates, more support and then rank decide", () => {
    const r = resolveField(
      "weightKg",
      [
        { value: 95, chunkId: "a", date: null, order: 0 },
        { value: 90, chunkId: "b", date: null, order: 1 },
      ],
      same,
      show,
    );
    expect(r?.value.value).toBe(95);
    expect(r?.conflicts[0].reason).toBe("Undated sources disagree; kept the higher-ranked source");
  });
});
