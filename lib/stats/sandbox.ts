import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { StatValue } from "./types";

// STAT-03: every analysis runs in a throwaway in-memory PostgreSQL (PGlite) inside its own worker
// thread, holding only the tables the analysis selected. It cannot see the app's database or another
// owner's rows (they were never copied in), has no extensions, no files and no network, and queries run
// as a role with rights on those tables only. PGlite runs synchronous WASM and ignores
// statement_timeout, so the deadline is enforced from here by terminating the thread: a runaway query
// (recursive CTE, cross join) stops the sandbox, never the server's event loop.
//
// Starting PGlite takes 1.3-2 s, so a small pool of started sandboxes is kept warm; a used sandbox is
// discarded (never reused across analyses) and a fresh one is started in the background.

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
let db;
async function start() {
  const { PGlite } = await import("@electric-sql/pglite");
  const t = workerData && workerData.template;
  // With a template: the compiled WASM modules and a fresh cluster's files, so no compile and no initdb (~0.5 s instead of ~2 s).
  const opts = t ? { pgliteWasmModule: t.pgliteWasmModule, initdbWasmModule: t.initdbWasmModule, loadDataDir: new Blob([new Uint8Array(t.dump)]) } : {};
  db = await PGlite.create(opts);
  let dump;
  if (workerData && workerData.makeTemplate) dump = new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer());
  parentPort.postMessage({ id: 0, ok: true, dump });
}
function sizeOf(value) { return Buffer.byteLength(JSON.stringify(value)); }
parentPort.on("message", async (m) => {
  try {
    if (m.op === "load") {
      for (const t of m.tables) {
        const cols = t.columns.map((c) => '"' + c.name + '" ' + c.sqlType).join(", ");
        await db.exec("CREATE TABLE " + t.name + " (" + cols + ")");
        // COPY from an in-memory CSV: several times faster than row inserts at 100k rows. Every text value
        // is quoted (an unquoted empty field is NULL), so no cell can break the format.
        if (t.rows.length) {
          const cell = (v) => (v === null || v === undefined ? "" : typeof v === "number" ? String(v) : '"' + String(v).replace(/"/g, '""') + '"');
          const names = t.columns.map((c) => c.name);
          const csv = t.rows.map((r) => names.map((n) => cell(r[n])).join(",")).join("\n");
          await db.query("COPY " + t.name + " (" + names.map((n) => '"' + n + '"').join(", ") + ") FROM '/dev/blob' WITH (FORMAT csv)", [], { blob: new Blob([csv]) });
        }
      }
      for (const v of m.views) await db.exec(v);
      await db.exec("CREATE ROLE analyst NOLOGIN; GRANT USAGE ON SCHEMA public TO analyst; GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO analyst; REVOKE CREATE ON SCHEMA public FROM PUBLIC; SET ROLE analyst;");
      parentPort.postMessage({ id: m.id, ok: true });
      return;
    }
    if (m.op === "query") {
      const r = await db.query(m.sql, [], { rowMode: "array" });
      const columns = r.fields.map((f) => f.name);
      // Dates leave as YYYY-MM-DD text: the same in the table, the chart and the narrative.
      const rows = r.rows.slice(0, m.maxRows).map((row) => row.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)));
      if (sizeOf(rows) > m.maxBytes) { parentPort.postMessage({ id: m.id, ok: false, code: "result_too_large", message: "The result is larger than " + m.maxBytes + " bytes." }); return; }
      parentPort.postMessage({ id: m.id, ok: true, columns, rows, rowCount: r.affectedRows && !r.fields.length ? r.affectedRows : r.rows.length, truncated: r.rows.length > m.maxRows });
      return;
    }
  } catch (e) {
    parentPort.postMessage({ id: m.id, ok: false, code: "sql_error", message: String(e && e.message || e).slice(0, 500) });
  }
});
start().catch((e) => parentPort.postMessage({ id: 0, ok: false, code: "start_failed", message: String(e && e.message) }));
`;

export type SandboxColumn = { name: string; sqlType: "double precision" | "date" | "text" | "integer" };
export type SandboxTable = { name: string; columns: SandboxColumn[]; rows: Record<string, StatValue>[] };
export type QueryResult = { columns: string[]; rows: StatValue[][]; rowCount: number; truncated: boolean };

export class SandboxError extends Error {
  constructor(
    readonly code: "timeout" | "result_too_large" | "sql_error" | "start_failed" | "crashed" | "too_many_rows",
    message: string,
  ) {
    super(message);
  }
}

type Reply = { id: number; ok: boolean; code?: SandboxError["code"]; message?: string } & Partial<QueryResult>;

export class Sandbox {
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private dead: SandboxError | null = null;
  /** Resolves when PGlite is up (with the template's files when this worker was asked to make them). */
  readonly ready: Promise<Uint8Array | undefined>;

  constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve: (r) => (r.ok ? resolve((r as { dump?: Uint8Array }).dump) : reject(new SandboxError("start_failed", r.message ?? "start failed"))), reject }));
    worker.on("message", (m: Reply) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      p?.resolve(m);
    });
    const fail = (err: SandboxError) => {
      this.dead ??= err;
      for (const p of this.pending.values()) p.reject(this.dead);
      this.pending.clear();
    };
    worker.on("error", (e) => fail(new SandboxError("crashed", `The sandbox stopped: ${e.message}`)));
    worker.on("exit", () => fail(new SandboxError("crashed", "The sandbox stopped.")));
  }

  private call(message: Record<string, unknown>, timeoutMs: number): Promise<Reply> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The only way to stop synchronous WASM: end the thread. The sandbox is unusable afterwards.
        this.dead = new SandboxError("timeout", `The query was stopped after ${Math.round(timeoutMs / 1000)} s (statement timeout).`);
        void this.worker.terminate();
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.worker.postMessage({ id, ...message });
    });
  }

  async load(tables: SandboxTable[], views: string[] = []) {
    for (const t of tables) if (t.rows.length > env.STATS_MAX_ROWS) throw new SandboxError("too_many_rows", `A table holds at most ${env.STATS_MAX_ROWS} rows.`);
    const r = await this.call({ op: "load", tables, views }, env.STATS_STATEMENT_TIMEOUT_MS);
    if (!r.ok) throw new SandboxError(r.code ?? "sql_error", r.message ?? "load failed");
  }

  async query(sql: string, opts: { timeoutMs?: number } = {}): Promise<QueryResult> {
    const r = await this.call({ op: "query", sql, maxRows: env.STATS_RESULT_MAX_ROWS, maxBytes: env.STATS_RESULT_MAX_BYTES }, opts.timeoutMs ?? env.STATS_STATEMENT_TIMEOUT_MS);
    if (!r.ok) throw new SandboxError(r.code ?? "sql_error", r.message ?? "query failed");
    return { columns: r.columns ?? [], rows: (r.rows ?? []) as StatValue[][], rowCount: r.rowCount ?? 0, truncated: !!r.truncated };
  }

  async dispose() {
    this.dead ??= new SandboxError("crashed", "The sandbox was closed.");
    await this.worker.terminate();
  }
}

type Template = { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; dump: SharedArrayBuffer };
const templateCache = globalThis as unknown as { __statsSandboxTemplate?: Promise<Template | null> };

/** Compiled PGlite modules plus the files of a fresh cluster, made once per process by a first worker. */
function sandboxTemplate(): Promise<Template | null> {
  templateCache.__statsSandboxTemplate ??= (async () => {
    try {
      const dist = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "dist");
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([fs.readFile(path.join(dist, "pglite.wasm")), fs.readFile(path.join(dist, "initdb.wasm"))].map(async (b) => WebAssembly.compile(await b)));
      const first = spawn({ makeTemplate: true });
      const dump = await first.ready;
      void first.dispose();
      if (!dump) return null;
      const shared = new SharedArrayBuffer(dump.byteLength);
      new Uint8Array(shared).set(dump);
      return { pgliteWasmModule, initdbWasmModule, dump: shared };
    } catch {
      // Without the template every sandbox runs initdb itself: slower, same isolation.
      return null;
    }
  })();
  return templateCache.__statsSandboxTemplate;
}

function spawn(workerData: { template?: Template; makeTemplate?: boolean }): Sandbox {
  // The worker's JS heap is capped; WASM memory is bounded by the row caps and the function allow-list.
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: 256 }, stdout: true, stderr: true });
  worker.stdout.resume();
  worker.stderr.resume();
  worker.unref();
  const sandbox = new Sandbox(worker);
  sandbox.ready.catch(() => {});
  return sandbox;
}

/** A sandbox that is starting; its `ready` settles when it can load tables. */
function startSandbox(): Promise<Sandbox> {
  return sandboxTemplate().then((template) => spawn(template ? { template } : {}));
}

const pool = globalThis as unknown as { __statsSandboxes?: Promise<Sandbox>[] };

function refill() {
  pool.__statsSandboxes ??= [];
  while (pool.__statsSandboxes.length < env.STATS_SANDBOX_POOL) {
    const starting = startSandbox();
    starting.then((s) => s.ready).catch(() => {});
    pool.__statsSandboxes.push(starting);
  }
}

// At most STATS_MAX_SANDBOXES analyses hold a sandbox at once per process (each is a PGlite, tens of MB):
// a burst of questions waits its turn instead of exhausting memory.
const slots = globalThis as unknown as { __statsSlots?: { active: number; waiting: (() => void)[] } };

/** Runs `fn` with a fresh sandbox, disposed of afterwards, within the process's sandbox limit. */
export async function withSandbox<T>(fn: (sandbox: Sandbox) => Promise<T>): Promise<T> {
  const s = (slots.__statsSlots ??= { active: 0, waiting: [] });
  if (s.active >= env.STATS_MAX_SANDBOXES) {
    // A bounded queue: beyond it a question is refused at once (429) rather than piling up.
    if (s.waiting.length >= env.STATS_MAX_SANDBOXES * 10) throw new AppError("rate_limit:stats", "The stats lab is busy. Try again in a few seconds.", { retryAfter: 5 });
    await new Promise<void>((resolve) => s.waiting.push(resolve));
  }
  s.active++;
  try {
    const sandbox = await acquireSandbox();
    try {
      return await fn(sandbox);
    } finally {
      void sandbox.dispose();
    }
  } finally {
    s.active--;
    s.waiting.shift()?.();
  }
}

/** A fresh, started sandbox; the caller disposes of it. */
export async function acquireSandbox(): Promise<Sandbox> {
  pool.__statsSandboxes ??= [];
  const next = pool.__statsSandboxes.shift() ?? startSandbox();
  refill();
  try {
    const sandbox = await next;
    await sandbox.ready;
    return sandbox;
  } catch {
    // A warm one that died while waiting: start one now.
    const fresh = await startSandbox();
    await fresh.ready;
    return fresh;
  }
}

/** Resolves when every sandbox of the warm pool has started (benches wait for it between timed runs). */
export async function sandboxPoolReady() {
  refill();
  await Promise.all((pool.__statsSandboxes ?? []).map(async (s) => (await s).ready.catch(() => undefined)));
}

/** Starts the warm pool ahead of the first analysis (server start). */
export function warmSandboxPool() {
  refill();
}

/** Stops the warm sandboxes (tests, shutdown). */
export async function drainSandboxPool() {
  const warm = pool.__statsSandboxes ?? [];
  pool.__statsSandboxes = [];
  await Promise.all(warm.map(async (s) => (await s.catch(() => null))?.dispose()));
}
