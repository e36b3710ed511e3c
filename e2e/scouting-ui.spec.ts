import { expect, test, type Page } from "@playwright/test";
import { makeDocx, makePdf } from "../tests/fixtures/make-files";
import { newAccount, signUpInBrowser } from "./helpers/accounts";
import { ChatPage } from "./helpers/chat-page";

async function withSamples(page: Page) {
  await signUpInBrowser(page, newAccount("Casey Scout"));
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
}

const shot = (page: Page, info: { outputPath: (n: string) => string }, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

test("test_scouting_ui_flow: approve at both gates, then read the cited report and the player page", async ({ page }, info) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await shot(page, info, "01-chat-empty");
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
  await expect(chat.planCard.getByTestId("sport-guess")).toHaveText("Basketball (NBA)");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await shot(page, info, "02-plan-card");

  await chat.approvePlan();
  await expect(page.getByTestId("coverage-card")).toContainText("High confidence");
  await expect(page.getByTestId("step").filter({ hasText: "Gathering evidence" })).toHaveAttribute("data-status", "completed");
  await expect(chat.previewCard.getByTestId("report-summary").locator("li")).toHaveCount(8);
  await chat.previewCard.getByTestId("toggle-full-report").click();
  await expect(chat.previewCard.getByTestId("full-report")).toContainText("What I Couldn't Find");
  await shot(page, info, "03-player-card");

  await chat.decide("approve-player");
  await expect(chat.finalCard).toContainText("Saved to your player library");
  await shot(page, info, "04-final");

  await chat.finalCard.getByTestId("open-report").click();
  await expect(page.getByRole("heading", { level: 1, name: /Scouting Report: Jalen Brooks/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Strengths" })).toBeVisible();
  await page.getByTestId("citation").first().click();
  await expect(page.getByTestId("citation-panel")).toBeVisible();
  await expect(page.getByTestId("citation-panel")).toContainText(".md");
  await shot(page, info, "05-report-citation");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("citation-panel")).toBeHidden();

  await page.getByTestId("nav-players").click();
  await page.getByTestId("player-row").first().getByRole("link").first().click();
  await expect(page.getByTestId("player-card")).toContainText(`6'9" (≈205.7 cm)`); // as written, converted value beside it (issue 9)
  await expect(page.getByTestId("report-history-item")).toHaveCount(1);
  await shot(page, info, "06-player-page");
  await page.getByTestId("theme-toggle").first().click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await shot(page, info, "07-player-page-dark");
});

test("test_full_scouting_flow_reject in the browser: reject leaves the library empty", async ({ page }) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Scout Andre Kessler");
  await chat.approvePlan();
  await chat.decide("reject-player");
  await expect(chat.finalCard).toContainText("Report not saved");
  await page.getByTestId("nav-players").click();
  await expect(page.getByTestId("players-empty")).toBeVisible();
});

test("edit wording and edit content loops return to the player gate with a revised card", async ({ page }, info) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await chat.approvePlan();
  await chat.edit("edit-wording", "Make it shorter and more concise");
  await expect(page.getByTestId("step").filter({ hasText: "Writing the report" })).toHaveCount(2);
  await chat.edit("edit-content", "Check his injury history");
  await expect(page.getByTestId("step").filter({ hasText: "Gathering evidence" })).toHaveCount(2);
  await shot(page, info, "edit-loops");
  await chat.decide("approve-player");
  await expect(chat.finalCard).toContainText("Saved");
});

test("plan edits change the queries used", async ({ page }) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await chat.planCard.getByTestId("hint-input").fill("pick and roll defense");
  await chat.planCard.getByTestId("hint-input").press("Enter");
  await expect(chat.planCard.getByTestId("hint-chip").filter({ hasText: "pick and roll defense" })).toBeVisible();
  await chat.planCard.getByRole("button", { name: /Remove hint playoff performance/ }).click();
  await expect(chat.planCard.getByTestId("approve-plan")).toHaveText(/Save edits and approve/);
  await chat.approvePlan();
  const res = await page.request.get(`/api/chat/${chat.sessionId()}/events?follow=0`);
  const body = await res.text();
  expect(body).toContain("Jalen Brooks pick and roll defense");
  expect(body).not.toContain("Jalen Brooks playoff performance");
});

test("clarification: no name in the request, the card asks for one", async ({ page }) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Create a player analysis");
  await expect(page.getByTestId("clarification-card")).toContainText("I couldn't identify the player name. Please specify.");
  await page.getByTestId("clarification-input").fill("kofi adjei-mensah");
  await page.getByTestId("clarification-submit").click();
  await expect(chat.planCard).toContainText("Plan for Kofi Adjei-Mensah");
  await expect(chat.planCard.getByTestId("sport-guess")).toHaveText("Soccer");
});

test("people: a misspelt name offers the documented player, an unknown one says so before any plan", async ({ page }, info) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brookston");
  const card = page.getByTestId("clarification-card");
  await expect(card).toHaveAttribute("data-reason", "not_found");
  await expect(card).toContainText("I couldn't find “Jalen Brookston” in your documents. Did you mean one of these?");
  await expect(page.getByTestId("plan-card")).toHaveCount(0);
  await shot(page, info, "people-did-you-mean-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, info, "people-did-you-mean-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByTestId("clarification-choice").filter({ hasText: "Jalen Brooks" }).first().click();
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
  await expect(chat.planCard.getByTestId("documents-found")).toHaveText(/Found in [1-9]\d* documents?/);

  await chat.send("Generate a scouting report for Tobias Wrenfield");
  await expect(page.getByTestId("clarification-card").last()).toContainText("I couldn't find “Tobias Wrenfield” in your documents.");
  await page.getByTestId("clarification-proceed").click();
  await expect(chat.planCard).toContainText("Plan for Tobias Wrenfield");
  await expect(chat.planCard.getByTestId("documents-found")).toHaveText("Found in 0 documents");
});

test("reload mid-run restores the cards and continues the stream, nothing lost or duplicated", async ({ page }) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("plan-card")).toHaveCount(1);
  // The approval must reach the server before the reload: a reload cancels a request still in flight,
  // and then the plan is, rightly, still waiting for approval.
  const approved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/resume") && r.status() === 200);
  await chat.planCard.getByTestId("approve-plan").click();
  await approved;
  // Reload while evidence is being gathered: the page must pick the run up where it is.
  await page.reload();
  await expect(chat.previewCard).toBeVisible();
  await expect(page.getByTestId("coverage-card")).toHaveCount(1);
  await expect(page.getByTestId("player-preview-card")).toHaveCount(1);
  await expect(page.getByTestId("user-message")).toHaveCount(1);
  await chat.decide("approve-player");
  await page.reload();
  await expect(page.getByTestId("final-card")).toHaveCount(1);
  await expect(page.getByTestId("plan-card").getByTestId("approve-plan")).toHaveCount(0);
});

test("test_scouting_with_real_docs: uploaded PDF and DOCX are the evidence the report cites", async ({ page }) => {
  await signUpInBrowser(page);
  const pdf = makePdf(["Scouting note: Ezra Whitlock", "Ezra Whitlock is a 6'4\" shooting guard for the Harbor City Gulls.", "He weighs 205 lbs.", "Strengths: catch-and-shoot threes, off-ball movement.", "Weaknesses: on-ball defence."]);
  const docx = await makeDocx(["Ezra Whitlock update", "Date: 2026-05-01", "Ezra Whitlock previously played for the Valley Stags.", "Concerns: ball handling under pressure."]);
  await page.getByTestId("file-input").setInputFiles([
    { name: "whitlock.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) },
    { name: "whitlock-update.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(docx) },
  ]);
  await expect(page.getByTestId("document-row")).toHaveCount(2);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Scouting report for Ezra Whitlock");
  await chat.approvePlan();
  await chat.previewCard.getByTestId("toggle-full-report").click();
  await expect(chat.previewCard.getByTestId("full-report")).toContainText("whitlock.pdf");
  await expect(chat.previewCard.getByTestId("player-fields")).toContainText("193 cm");
  await chat.decide("approve-player");
});

test("a second user gets the not-found page for the first user's player, report and chat", async ({ page, browser }) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Scout Jalen Brooks");
  await chat.approvePlan();
  await chat.decide("approve-player");
  const reportUrl = await chat.finalCard.getByTestId("open-report").getAttribute("href");
  const playerUrl = await chat.finalCard.getByTestId("open-player").getAttribute("href");
  const chatUrl = new URL(page.url()).pathname;
  const other = await browser.newPage();
  await signUpInBrowser(other);
  for (const url of [reportUrl, playerUrl, chatUrl]) {
    await other.goto(url as string);
    await expect(other.getByTestId("not-found")).toBeVisible();
  }
  await other.close();
});

test("375 px viewport: the chat and its cards stay usable", async ({ page }, info) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toBeVisible();
  await shot(page, info, "mobile-plan");
  await chat.approvePlan();
  await shot(page, info, "mobile-preview");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await chat.decide("approve-player");
  await page.getByTestId("open-sessions").click();
  await expect(page.getByRole("dialog").getByTestId("session-item")).toHaveCount(1);
});

test("the session list: chats can be renamed, reopened and deleted", async ({ page }) => {
  await withSamples(page);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("hello, what can you do?");
  await expect(page.getByTestId("assistant-message")).toContainText("scouting report");
  const list = page.locator("aside").getByTestId("session-item");
  await expect(list).toHaveCount(1);
  await list.first().getByTestId("session-actions").click();
  await page.getByTestId("rename-session").click();
  await page.getByTestId("session-title-input").fill("Draft board questions");
  await page.getByTestId("save-session-title").click();
  await expect(list.first()).toContainText("Draft board questions");
  await page.getByTestId("new-chat").first().click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await list.first().getByRole("link").click();
  await expect(page.getByTestId("assistant-message")).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await list.first().getByTestId("session-actions").click();
  await page.getByTestId("delete-session").click();
  await expect(list).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
});
