import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { newAccount, signUpInBrowser } from "./helpers/accounts";
import { ChatPage } from "./helpers/chat-page";
import { lastOf, parseSse } from "./helpers/sse";

// The chat and library polish (issue 9, items 4 and 5). Every fixed screen is captured at 1280 and 375 px.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

async function withSamples(page: Page) {
  await signUpInBrowser(page, newAccount("Casey Scout"));
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
}

/**
 * Full-page screenshots of the current screen at both widths; the viewport is restored afterwards.
 * The chat scrolls inside its own pane, so `focus` is scrolled to the top of it at each width.
 */
async function shots(page: Page, info: TestInfo, name: string, focus?: Locator) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [["1280", DESKTOP], ["375", PHONE]] as const) {
    await page.setViewportSize(size);
    if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.waitForTimeout(150);
    await page.screenshot({ path: info.outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Elements whose right edge passes the viewport's (wider than the screen). */
const tooWide = (page: Page, selector: string) =>
  page.evaluate((sel) => [...document.querySelectorAll(sel)].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.outerHTML.slice(0, 120)), selector);

test("a cancelled plan says Cancelled, also after reload, and Cancel asks to confirm", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
  // The plan's top is in view (the chat scrolls to a new card's heading), which is also the README picture.
  if (process.env.README_SCREENSHOT) {
    await page.waitForTimeout(600);
    await page.screenshot({ path: "docs/screenshot.png" });
  }

  await chat.planCard.getByTestId("decline-plan").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Cancel this request?");
  await shots(page, info, "plan-cancel-confirm");
  await dialog.getByTestId("keep-plan").click();
  await expect(dialog).toBeHidden();
  await expect(chat.planCard.getByTestId("approve-plan")).toBeEnabled();

  await chat.planCard.getByTestId("decline-plan").click();
  await page.getByRole("alertdialog").getByTestId("confirm-decline-plan").click();
  await expect(page.getByTestId("assistant-message")).toContainText("nothing was saved");
  await expect(chat.planCard.getByTestId("plan-status")).toHaveText("Cancelled");
  await expect(chat.planCard).not.toContainText("Approved");

  await page.reload();
  await expect(page.getByTestId("plan-card").getByTestId("plan-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("plan-card")).not.toContainText("Approved");
  await expect(page.getByTestId("plan-card").getByTestId("approve-plan")).toHaveCount(0);
  await shots(page, info, "plan-cancelled", page.getByTestId("turn").first());
});

test("plan steps are plain words for the user and readable at 375 px, also while editing", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  const steps = chat.planCard.getByTestId("plan-step");
  await expect(steps.nth(1)).toHaveText(/Search your documents for everything about Jalen Brooks/);
  await expect(chat.planCard).not.toContainText(/player item|database item|Retrieve relevant/);
  // Read as text, not squeezed into inputs: every step shows in full, nothing wider than the screen.
  await expect(chat.planCard.locator("textarea, input[aria-label^='Step']")).toHaveCount(0);
  for (const text of await steps.allTextContents()) expect(text.length).toBeGreaterThan(10);
  expect(await tooWide(page, "[data-testid=plan-step], [data-testid=hint-chip], [data-testid=plan-card]")).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shots(page, info, "plan-plain-steps");

  await chat.planCard.getByTestId("edit-steps").click();
  await expect(chat.planCard.getByRole("textbox", { name: "Step 2" })).toHaveValue(/Search your documents/);
  const box = await chat.planCard.getByRole("textbox", { name: "Step 2" }).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(250);
  expect(await tooWide(page, "[data-testid=plan-step] *")).toEqual([]);
  await shots(page, info, "plan-editing-steps");
});

test("API keys: a new key fits 375 px, revoking asks to confirm and hides the secret", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await signUpInBrowser(page);
  await page.goto("/settings");
  await page.getByTestId("key-name").fill("Draft-room laptop with a long name");
  await page.getByTestId("create-key").click();
  const secret = page.getByTestId("new-key-value");
  await expect(secret).toHaveText(/^sk_scout_/);
  // The whole secret is on screen (wrapped, not cut), and nothing is wider than the phone.
  const shown = (await secret.textContent()) ?? "";
  expect(shown.length).toBeGreaterThan(40);
  expect(await secret.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await tooWide(page, "[data-testid=new-key] *, [data-testid=key-row] *")).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shots(page, info, "settings-new-key");

  await page.getByTestId("revoke-key").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Revoke “Draft-room laptop with a long name”?");
  await shots(page, info, "settings-revoke-confirm");
  await dialog.getByTestId("confirm-revoke").click();
  await expect(page.getByTestId("key-row")).toHaveCount(0);
  await expect(page.getByTestId("new-key")).toHaveCount(0);
  await expect(page.getByText(shown)).toHaveCount(0);
  await shots(page, info, "settings-after-revoke");
});

test("steps are grouped per stretch of the run, and the chat scrolls to each new card", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toBeVisible();
  await chat.approvePlan();
  const groups = page.getByTestId("step-group");
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText("Read the request and drafted a plan");
  await expect(groups.nth(1)).toContainText("Searched your documents and drafted the report");
  // Done stretches fold into one line each: no step rows piled up above the cards.
  await expect(page.getByTestId("step").filter({ visible: true })).toHaveCount(0);
  // The player card is shown from its heading, not scrolled past.
  // Polled as one condition: a smooth scroll passes y = 0 on its way up before it settles.
  await expect
    .poll(async () => {
      const y = (await chat.previewCard.boundingBox())?.y ?? -1000;
      return y >= 0 && y < PHONE.height / 2;
    }, { timeout: 5000 })
    .toBe(true);
  await page.screenshot({ path: info.outputPath("steps-grouped-scrolled-375.png") });

  await groups.nth(1).locator("summary").click();
  await expect(groups.nth(1).getByTestId("step").filter({ hasText: "Gathering evidence" })).toBeVisible();
  await groups.nth(1).locator("summary").click();

  await chat.edit("edit-wording", "Make it shorter");
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(2)).toContainText("Revision 2: rewrote the report");
  await expect(page.getByTestId("step").filter({ visible: true })).toHaveCount(0);
  await shots(page, info, "steps-grouped", groups.nth(1));
});

test("chat titles name the resolved player and the kind of request", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("scout kofi adjei-mensah's strengths and weaknesses please");
  await expect(chat.planCard).toContainText("Plan for Kofi Adjei-Mensah");
  const list = page.locator("aside").getByTestId("session-item");
  await expect(list.first()).toContainText("Kofi Adjei-Mensah: strengths and weaknesses");

  await page.getByTestId("new-chat").first().click();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
  await expect(list.first()).toContainText("Jalen Brooks: scouting report");
  await expect(list).toHaveCount(2);
  await shots(page, info, "chat-titles", page.getByTestId("turn").first());
});

test("with no documents the chat says so before planning; after loading samples a nudge opens a ready request", async ({ page }, info) => {
  await signUpInBrowser(page);
  const chat = new ChatPage(page);
  await chat.open();
  await expect(page.getByTestId("chat-empty").getByTestId("no-documents")).toContainText("You have no documents yet");
  await expect(page.getByTestId("no-documents-link")).toHaveAttribute("href", "/documents");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shots(page, info, "chat-no-documents-empty");
  // Sent anyway: the chat asks before any plan is drafted, and offers the way to documents.
  await chat.send("Generate a scouting report for Jalen Brooks");
  const question = page.getByTestId("clarification-card");
  await expect(question).toHaveAttribute("data-reason", "no_documents");
  await expect(question).toContainText("You haven't uploaded any documents yet");
  await expect(page.getByTestId("plan-card")).toHaveCount(0);
  await expect(page.getByTestId("no-documents")).toHaveCount(0);
  await expect.poll(async () => (await question.boundingBox())?.y ?? -1, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
  await shots(page, info, "chat-no-documents-asked", page.getByTestId("turn").last());

  await page.goto("/documents");
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("samples-nudge")).toBeVisible();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
  await shots(page, info, "samples-nudge");
  await page.getByTestId("samples-nudge-link").click();
  await expect(page).toHaveURL(/\/chat\?prompt=/);
  await expect(page.getByTestId("composer")).toHaveValue("Generate a scouting report for Jalen Brooks");
  await expect(page.getByTestId("no-documents")).toHaveCount(0);
  await page.getByTestId("composer").press("Enter");
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
});

test("the chat and settings say which engine writes reports; the app has a favicon", async ({ page }, info) => {
  await signUpInBrowser(page);
  await page.goto("/chat");
  await expect(page.getByTestId("engine-label")).toContainText("rules engine");
  await expect(page.getByTestId("engine-label")).toHaveAttribute("data-engine", "rules");
  const example = page.getByTestId("example-request");
  await page.setViewportSize(PHONE);
  expect(await tooWide(page, "[data-testid=example-request], [data-testid=engine-label]")).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect(example).toHaveCount(3);
  await shots(page, info, "chat-engine-label");

  await page.goto("/settings");
  await expect(page.getByTestId("engine-card")).toContainText("the rules engine");
  await shots(page, info, "settings-engine");

  const href = await page.locator('head link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/icon/);
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("player library: misspelt names find the player, filters apply as you choose them", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  await withSamples(page);
  // Save two players over the API (the browser's own session), then use the library.
  for (const [request, player] of [["Generate a scouting report for Jalen Brooks", "Jalen Brooks"], ["Scout Kofi Adjei-Mensah", "Kofi Adjei-Mensah"]]) {
    const start = await page.request.post("/api/chat", { data: { message: request } });
    const sessionId = start.headers()["x-session-id"];
    expect(lastOf(parseSse(await start.text()), "plan_proposal")).toMatchObject({ player_name: player });
    await page.request.post(`/api/chat/${sessionId}/resume/`, { data: { type: "plan_approval", approved: true } });
    const done = parseSse(await (await page.request.post(`/api/chat/${sessionId}/resume/`, { data: { type: "player_approval", action: "approve" } })).text());
    expect(lastOf(done, "final_response")).toMatchObject({ saved: true });
  }
  await page.goto("/players");
  await expect(page.getByTestId("player-row")).toHaveCount(2);
  // No Apply button to press: the only submit control is for keyboard and no-JavaScript use, visually hidden.
  expect((await page.getByTestId("players-apply").boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  await page.getByTestId("players-search").fill("Jalen Brokes");
  await expect(page).toHaveURL(/q=Jalen\+Brokes/);
  await expect(page.getByTestId("player-row")).toHaveCount(1);
  await expect(page.getByTestId("player-row").first()).toContainText("Jalen Brooks");
  await shots(page, info, "players-fuzzy-search");

  await page.getByTestId("players-search").fill("");
  await expect(page.getByTestId("player-row")).toHaveCount(2);
  await page.getByTestId("players-sport").selectOption("soccer");
  await expect(page).toHaveURL(/sport=soccer/);
  await expect(page.getByTestId("player-row")).toHaveCount(1);
  await expect(page.getByTestId("player-row").first()).toContainText("Kofi Adjei-Mensah");
  await page.getByTestId("players-team").fill("Nowhere Athletic");
  await expect(page.getByTestId("players-empty")).toBeVisible();
  await shots(page, info, "players-filters-empty");
});
