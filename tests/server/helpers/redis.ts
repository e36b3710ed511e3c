import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/** A throwaway redis-server on loopback (Debian's package), for the @upstash/ratelimit path. */
export async function startRedis(port: number): Promise<{ url: string; stop: () => void }> {
  const proc: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, stop: () => proc.kill("SIGKILL") };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error("redis-server did not start (apt-get install redis-server)");
}
