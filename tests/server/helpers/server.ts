import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

async function clearRateLimits(url: string) {
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`DELETE FROM rate_limit_counters`;
  } catch {
    // a fresh database: the server's first start creates the table
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// Runs the production build (`next build` output) as a real process, so tests can kill it.
export class AppServer {
  private proc: ChildProcess | null = null;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scout-server-"));
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private started = false;

  async start() {
    // Test files share one PostgreSQL database, and rate-limit windows live in it: each server starts
    // with no counters from an earlier file's sign-ups (a restart mid-test keeps them).
    if (!this.started && this.env.DATABASE_URL) await clearRateLimits(this.env.DATABASE_URL);
    this.started = true;
    this.proc = spawn("node_modules/.bin/next", ["start", "-p", String(this.port)], {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: this.dataDir, AUTH_SECRET: "server-test-secret-0123456789abcdef", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "error", ...this.env },
      detached: true,
      stdio: "ignore",
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("server did not start");
  }

  get pid() {
    return this.proc?.pid ?? null;
  }

  /** Resident memory of the server's whole process group, from /proc. */
  rssBytes(): number {
    const pgid = this.proc?.pid;
    if (!pgid) return 0;
    let total = 0;
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        // fields[2] is the process group, fields[21] the RSS in pages.
        if (Number(fields[2]) === pgid) total += Number(fields[21]) * 4096;
      } catch {
        // the process went away meanwhile
      }
    }
    return total;
  }

  /** SIGTERM, as an orchestrator stops a container; resolves with the exit code or signal. */
  async terminate(timeoutMs = 30_000): Promise<{ code: number | null; signal: string | null; ms: number }> {
    const proc = this.proc;
    if (!proc?.pid) throw new Error("not running");
    const started = Date.now();
    const exited = new Promise<{ code: number | null; signal: string | null }>((r) => proc.once("exit", (code, signal) => r({ code, signal })));
    process.kill(proc.pid, "SIGTERM");
    const result = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), timeoutMs))]);
    if (!result) {
      await this.kill();
      throw new Error("server did not exit after SIGTERM");
    }
    this.proc = null;
    return { ...result, ms: Date.now() - started };
  }

  /** SIGKILL the whole process group: no graceful shutdown, as in a crash. */
  async kill() {
    if (!this.proc?.pid) return;
    const exited = new Promise((r) => this.proc?.once("exit", r));
    process.kill(-this.proc.pid, "SIGKILL");
    await exited;
    this.proc = null;
  }
}

/** Signs in through Auth.js' credentials callback; returns the cookie header and the response. */
export async function signInCookie(baseUrl: string, email: string, password: string, opts: { path?: string; extra?: [string, string][] } = {}) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken });
  for (const [k, v] of opts.extra ?? [["email", email], ["password", password]]) body.append(k, v);
  const res = await fetch(`${baseUrl}${opts.path ?? "/api/auth/callback/credentials"}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body,
  });
  keep(res);
  const session = [...jar.keys()].some((k) => k.includes("session-token"));
  return { cookie: cookie(), csrfToken, res, session };
}

/** Signs up and returns Bearer headers for a fresh API key, using only HTTP. */
export async function apiUser(baseUrl: string, label = "user") {
  const email = `${label}-${Math.random().toString(36).slice(2)}@scout.test`;
  const password = "correct-horse-battery";
  const created = await fetch(`${baseUrl}/api/users`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password, name: "Server Test" }) });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status}`);
  const { cookie } = await signInCookie(baseUrl, email, password);
  const key = await fetch(`${baseUrl}/api/keys`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ name: "server-test" }) });
  if (key.status !== 201) throw new Error(`key creation failed: ${key.status}`);
  const { apiKey } = (await key.json()) as { apiKey: { key: string } };
  return { authorization: `Bearer ${apiKey.key}` };
}

export type Ev = { id: number; type: string; data: Record<string, unknown> };

export function parseSse(body: string): Ev[] {
  return body
    .split("\n\n")
    .map((b) => b.split("\n").find((l) => l.startsWith("data:")))
    .filter((l): l is string => !!l)
    .map((l, i) => ({ id: i, ...(JSON.parse(l.slice(5)) as { type: string; data: Record<string, unknown> }) }));
}
