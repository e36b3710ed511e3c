import { expect, test, type Page } from "@playwright/test";
import { newAccount, signUpInBrowser } from "./helpers/accounts";
import { ChatPage } from "./helpers/chat-page";

// Issue 12 in the browser (rules engine, samples loaded): after a saved report, a follow-up question is
// answered by the three coaches in order, streaming; a reload mid-way shows what was written and resumes.

const shot = (page: Page, info: { outputPath: (n: string) => string }, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

async function savedReport(page: Page) {
  await signUpInBrowser(page, newAccount("Casey Coach"));
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
  await chat.approvePlan();
  await chat.decide("approve-player");
  await expect(chat.finalCard).toContainText("Saved to your player library");
  return chat;
}

const answer = (page: Page, coach: string) => page.getByTestId("coach-panel").last().locator(`[data-coach="${coach}"]`);

test("coaching panel: three answers stream in order after a saved report, and survive a reload mid-way", async ({ page }, info) => {
  const chat = await savedReport(page);
  await chat.send("What should his development plan look like, and how do we use him against a switching defence?");
  const panel = page.getByTestId("coach-panel").last();
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("coach-answer")).toHaveCount(3);
  await expect(panel.getByTestId("coach-answer").nth(0)).toHaveAttribute("data-coach", "skills");
  await expect(panel.getByTestId("coach-answer").nth(1)).toHaveAttribute("data-coach", "performance");
  await expect(panel.getByTestId("coach-answer").nth(2)).toHaveAttribute("data-coach", "tactics");

  // In order: the skills coach is writing while the later coaches still wait.
  await expect(answer(page, "skills")).toHaveAttribute("data-status", /started|streaming/);
  await expect(answer(page, "tactics")).toHaveAttribute("data-status", "waiting");
  await expect(answer(page, "skills").getByTestId("coach-fact").first()).toBeVisible();
  await expect(answer(page, "skills")).toHaveAttribute("data-status", "completed");
  await expect(answer(page, "performance")).toHaveAttribute("data-status", /started|streaming/);
  await expect(answer(page, "tactics")).toHaveAttribute("data-status", "waiting");
  await shot(page, info, "01-coaches-streaming");

  // Reload while the panel is still writing: the persisted answers come back and the rest streams in.
  const skillsText = await answer(page, "skills").getByTestId("coach-text").textContent();
  await page.reload();
  await expect(answer(page, "skills")).toHaveAttribute("data-status", "completed");
  await expect(answer(page, "skills").getByTestId("coach-text")).toHaveText(skillsText ?? "");
  await expect(answer(page, "tactics")).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
  await expect(answer(page, "performance")).toHaveAttribute("data-status", "completed");
  for (const coach of ["skills", "performance", "tactics"]) {
    await expect(answer(page, coach).getByTestId("coach-general").first()).toContainText("General guidance");
    await expect(answer(page, coach).getByTestId("coach-evidence-tag").first()).toBeVisible();
  }
  await expect(page.getByTestId("coach-engine").last()).toContainText("Rules engine");
  await answer(page, "skills").getByTestId("coach-sources").locator("summary").click();
  await expect(answer(page, "skills").getByTestId("coach-sources")).toContainText(".md");
  await shot(page, info, "02-coaches-done");
  await page.setViewportSize({ width: 375, height: 800 });
  await answer(page, "tactics").scrollIntoViewIfNeeded();
  await expect(answer(page, "tactics").getByTestId("coach-text")).toBeVisible();
  await page.screenshot({ path: info.outputPath("04-coaches-375px.png") });
});

test("the player page opens a chat about the player with the coaches' question drafted", async ({ page }, info) => {
  await savedReport(page);
  await page.getByTestId("nav-players").click();
  await page.getByTestId("player-row").first().getByRole("link").first().click();
  await expect(page.getByTestId("ask-coaches")).toBeVisible();
  await shot(page, info, "03-player-page-ask");
  await page.getByTestId("ask-coaches-input").fill("About Jalen Brooks: how do we fix his free throws?");
  await page.getByTestId("ask-coaches-submit").click();
  await expect(page).toHaveURL(/\/chat\?prompt=/);
  await page.getByTestId("composer").press("Enter");
  await expect(answer(page, "skills")).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
  await expect(answer(page, "skills")).toContainText(/free-throw/i);
  await expect(answer(page, "performance")).toHaveAttribute("data-status", "skipped");
  await expect(answer(page, "tactics")).toHaveAttribute("data-status", "skipped");
});
