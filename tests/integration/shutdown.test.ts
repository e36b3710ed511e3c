import { afterAll, describe, expect, it } from "vitest";
import { beginDrain } from "@/lib/scouting/shutdown";
import { startRun } from "@/lib/scouting/runner";

// SEC-09: SIGTERM waits for workflow runs in flight before the process exits, and refuses new ones.
describe("graceful shutdown", () => {
  const realExit = process.exit;
  const globals = globalThis as unknown as { __scoutInFlight?: Set<Promise<void>>; __scoutDraining?: boolean };
  afterAll(() => {
    process.exit = realExit;
    globals.__scoutDraining = false;
  });

  it("holds process.exit until the run in flight settles", async () => {
    let finishRun!: () => void;
    const run = new Promise<void>((resolve) => (finishRun = resolve));
    const inFlight = (globals.__scoutInFlight ??= new Set());
    inFlight.add(run);
    void run.then(() => inFlight.delete(run));

    const exits: unknown[] = [];
    beginDrain(10_000, (code) => exits.push(code));
    // What Next.js does once its open requests are done:
    process.exit(143);
    await new Promise((r) => setTimeout(r, 200));
    expect(exits).toEqual([]);

    await expect(startRun({ ownerId: "00000000-0000-4000-8000-000000000000", message: "Scout Jalen Brooks" })).rejects.toMatchObject({ code: "unavailable:shutdown", status: 503 });

    finishRun();
    await new Promise((r) => setTimeout(r, 50));
    expect(exits).toEqual([143]);
  });

  it("exits at the deadline even if a run never settles", async () => {
    process.exit = realExit;
    const inFlight = (globals.__scoutInFlight ??= new Set());
    const stuck = new Promise<void>(() => {});
    inFlight.add(stuck);
    const exits: unknown[] = [];
    beginDrain(100, (code) => exits.push(code));
    process.exit(143);
    await new Promise((r) => setTimeout(r, 300));
    expect(exits).toEqual([143]);
    inFlight.delete(stuck);
  });
});
