import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { loadFixtureIndex, searchFixtures } from "./sources/fixture";

// A real HTTP server on 127.0.0.1 serving the recorded fixture pages (tests, eval, CLI offline).
// It counts every request by path, so a test can prove how many pages were fetched. `routes` adds
// extra answers (20 search results, redirects to private addresses, a MediaWiki API…).

export type FixtureServer = { url: string; hits: Map<string, number>; pageFetches: () => number; close: () => Promise<void> };
export type FixtureRoute = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => boolean;

export async function startFixtureServer(opts: { dir: string; routes?: FixtureRoute[] }): Promise<FixtureServer> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    for (const route of opts.routes ?? []) if (route(req, res, url)) return;
    if (url.pathname === "/search") {
      const rows = searchFixtures(loadFixtureIndex(opts.dir), url.searchParams.get("q") ?? "").map((e) => ({ ...e, url: `/pages/${e.file}` }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
      return;
    }
    const page = url.pathname.match(/^\/pages\/([\w.-]+\.html)$/)?.[1];
    const file = page ? path.join(opts.dir, "pages", page) : null;
    if (file && fs.existsSync(file)) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(fs.readFileSync(file));
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    pageFetches: () => [...hits].filter(([p]) => p.startsWith("/pages/")).reduce((n, [, c]) => n + c, 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
