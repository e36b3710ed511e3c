import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { bearerFor, newAccount, signUpInBrowser, signUpViaApi } from "./helpers/accounts";
import { ChatPage } from "./helpers/chat-page";

// Issue 11: upload game logs, ask a comparison, see the chart and the table, reload, export; the same
// question in the chat comes back as the cell's card.

test("upload game logs on the Stats page, ask a comparison, see chart and table, reload, export", async ({ page }, info) => {
  const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  await signUpInBrowser(page, newAccount("Riley Analyst"));
  await page.getByTestId("nav-stats").click();
  await expect(page.getByRole("heading", { name: "Stats lab" })).toBeVisible();
  await expect(page.getByTestId("no-datasets")).toBeVisible();

  await page.getByTestId("file-input").setInputFiles(["samples/jalen-brooks-game-log-2025-26.csv", "samples/andre-kessler-game-log-2025-26.csv"]);
  await expect(page.getByTestId("dataset")).toHaveCount(2);
  const kessler = page.locator('[data-testid="dataset"][data-name="andre-kessler-game-log-2025-26"]');
  await kessler.getByTestId("dataset-preview").click();
  await expect(kessler.getByTestId("role-min_")).toHaveValue("minutes");
  await expect(kessler.getByRole("cell", { name: "37.52" }).first()).toBeVisible();

  await page.getByTestId("stats-question").fill("Compare Brooks and Kessler over the last 5 games");
  await page.getByTestId("stats-ask").click();
  const cell = page.getByTestId("analysis-cell").first();
  await expect(cell).toHaveAttribute("data-status", "answered");
  await expect(cell.getByTestId("cell-chart")).toHaveAttribute("data-chart-kind", "grouped_bar");
  await expect(cell.getByTestId("cell-chart").locator("img")).toBeVisible();
  await expect(cell.getByTestId("cell-table").locator("tbody tr")).toHaveCount(2);
  await expect(cell.getByTestId("cell-narrative")).toContainText("over the last 5 games");
  await cell.getByTestId("cell-steps").locator("summary").click();
  await expect(cell.getByTestId("cell-steps")).toContainText("SELECT");
  await shot("stats-cell");

  await page.reload();
  await expect(page.getByTestId("analysis-cell")).toHaveCount(1);
  await expect(page.getByTestId("cell-table").locator("tbody tr")).toHaveCount(2);

  const [md] = await Promise.all([page.waitForEvent("download"), page.getByTestId("cell-export").click()]);
  const markdown = fs.readFileSync((await md.path())!, "utf8");
  expect(markdown).toContain("## Compare Brooks and Kessler over the last 5 games");
  expect(markdown).toContain("```sql");
  expect(markdown).toMatch(/!\[.*\]\(data:image\/svg\+xml;base64,/);
  const [png] = await Promise.all([page.waitForEvent("download"), page.getByTestId("cell-png").click()]);
  expect(fs.readFileSync((await png.path())!).subarray(1, 4).toString()).toBe("PNG");

  await page.setViewportSize({ width: 375, height: 800 });
  await shot("stats-375");
});

test("a stats question in the chat is answered by the lab as a card", async ({ page }, info) => {
  await signUpInBrowser(page);
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(10)).toBeVisible();
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Top 5 centers by rebounds per 36 minutes");
  const card = page.getByTestId("analysis-cell").last();
  await expect(card).toHaveAttribute("data-status", "answered");
  await expect(card.getByTestId("cell-chart")).toHaveAttribute("data-chart-kind", "bar");
  await expect(card.getByTestId("cell-table").locator("tbody tr")).toHaveCount(2);
  await page.screenshot({ path: info.outputPath("chat-cell.png"), fullPage: true });
  await page.reload();
  await expect(page.getByTestId("analysis-cell").last()).toHaveAttribute("data-status", "answered");

  // The saved report of a player with stat rows shows "By the numbers", cited to the dataset rows.
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await chat.approvePlan();
  await chat.decide("approve-player");
  await chat.finalCard.getByTestId("open-report").click();
  await expect(page.getByTestId("by-the-numbers")).toBeVisible();
  await expect(page.getByTestId("by-the-numbers-source")).toHaveText("Source: jalen-brooks-game-log-2025-26, rows 1–15.");
  await page.getByTestId("by-the-numbers").screenshot({ path: info.outputPath("by-the-numbers.png") });
});

test("stats API over HTTP: zod-validated input, owner-scoped datasets and cells (404 for another user), PATCH roles, delete", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  await signUpViaApi(a, newAccount("Alice Stats"));
  await signUpViaApi(b, newAccount("Bob Stats"));
  const upload = await a.post("/api/documents", { multipart: { files: { name: "whitfield.csv", mimeType: "text/csv", buffer: fs.readFileSync("samples/darius-whitfield-game-log-2025-26.csv") } } });
  expect(upload.status()).toBe(201);
  const { datasets } = await (await a.get("/api/stats/datasets")).json();
  expect(datasets).toHaveLength(1);
  const ds = datasets[0];
  const asked = await a.post("/api/stats/cells", { data: { question: "Whitfield's average rebounds over the last 5 games" } });
  expect(asked.status()).toBe(201);
  const { cell } = await asked.json();
  expect(cell.status).toBe("answered");
  expect((await a.post("/api/stats/cells", { data: { question: "" } })).status()).toBe(422);
  expect((await a.patch(`/api/stats/datasets/${ds.id}`, { data: { columns: [{ name: "nope", role: "metric" }] } })).status()).toBe(422);
  const patched = await a.patch(`/api/stats/datasets/${ds.id}`, { data: { columns: [{ name: "opponent", role: "ignore" }] } });
  expect((await patched.json()).dataset.columns.find((c: { name: string }) => c.name === "opponent").role).toBe("ignore");

  const bBearer = await bearerFor(b);
  for (const headers of [{}, bBearer]) {
    expect((await b.get(`/api/stats/datasets/${ds.id}`, { headers })).status()).toBe(404);
    expect((await b.patch(`/api/stats/datasets/${ds.id}`, { headers, data: { columns: [{ name: "pts", role: "ignore" }] } })).status()).toBe(404);
    expect((await b.delete(`/api/stats/datasets/${ds.id}`, { headers })).status()).toBe(404);
    expect((await b.get(`/api/stats/cells/${cell.id}`, { headers })).status()).toBe(404);
    expect((await b.get(`/api/stats/cells/${cell.id}/chart?format=png`, { headers })).status()).toBe(404);
    expect((await b.post(`/api/stats/cells/${cell.id}/rerun`, { headers })).status()).toBe(404);
    expect((await b.delete(`/api/stats/cells/${cell.id}`, { headers })).status()).toBe(404);
    expect((await (await b.get("/api/stats/datasets", { headers })).json()).datasets).toEqual([]);
    expect((await (await b.get("/api/stats/cells", { headers })).json()).cells).toEqual([]);
  }
  const anon = await playwright.request.newContext({ baseURL });
  expect((await anon.get("/api/stats/cells")).status()).toBe(401);
  // B asking about A's player gets no numbers: B has no stat tables at all.
  const bCell = (await (await b.post("/api/stats/cells", { data: { question: "Whitfield's average rebounds over the last 5 games" } })).json()).cell;
  expect(bCell.status).toBe("cannot_answer");

  expect((await a.delete(`/api/stats/datasets/${ds.id}`)).status()).toBe(204);
  const rerun = await (await a.post(`/api/stats/cells/${cell.id}/rerun`)).json();
  expect(rerun.cell.status).toBe("cannot_answer");
  expect((await a.get(`/api/stats/cells/${cell.id}?format=md`)).headers()["content-type"]).toMatch(/markdown/);
});
