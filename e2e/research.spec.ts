import { expect, test, type Page } from "@playwright/test";
import { newAccount, signUpInBrowser } from "./helpers/accounts";
import { ChatPage } from "./helpers/chat-page";

// Issue 13: research a sample player offline (SCOUT_OFFLINE=1, fixture pages), approve consent, read
// the brief, merge one fact; and the same from the chat.

const shot = (page: Page, info: { outputPath: (n: string) => string }, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

async function scoutedBrooks(page: Page) {
  await signUpInBrowser(page, newAccount("Riley Research"));
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await chat.approvePlan();
  await chat.decide("approve-player");
  await expect(chat.finalCard).toContainText("Saved to your player library");
  return chat;
}

test("player page: research externally, approve consent, read the brief, merge one fact", async ({ page }, info) => {
  test.setTimeout(120_000);
  await scoutedBrooks(page);
  await page.getByTestId("nav-players").click();
  await page.getByTestId("player-row").first().getByRole("link").first().click();
  const panel = page.getByTestId("research-panel");
  await panel.getByTestId("research-externally").click();
  const consent = panel.getByTestId("research-consent-card");
  await expect(consent).toContainText("Research Jalen Brooks externally?");
  await expect(consent.getByTestId("consent-item").first()).toContainText("recorded fixture pages");
  await shot(page, info, "research-01-consent");
  await consent.getByTestId("approve-research").click();

  const brief = panel.getByTestId("research-brief");
  await expect(brief.getByTestId("brief-version")).toHaveText("Version 1");
  await expect(brief.getByTestId("brief-narrative")).toContainText("not your evidence");
  const weight = brief.locator('[data-testid="brief-fact"][data-field="weight_kg"]');
  await expect(weight).toContainText("Contradicts profile");
  await expect(weight).toContainText("Tacoma Tides roster");
  // The malicious fan page's planted values never show up.
  await expect(brief).not.toContainText("310");
  await expect(brief).not.toContainText("Harbor Kings");
  await shot(page, info, "research-02-brief");

  await weight.getByTestId("merge-fact").click();
  await expect(weight.getByTestId("merge-fact")).toHaveText("Merged into profile");
  await expect(page.getByTestId("player-card")).toContainText("118.8");
  await shot(page, info, "research-03-merged");

  // A second run is a new version; the first stays in the history.
  await panel.getByTestId("research-externally").click();
  await panel.getByTestId("decline-research").click();
  await expect(panel.getByTestId("research-history-item")).toHaveCount(2);
  await expect(brief.getByTestId("brief-version")).toHaveText("Version 2");
  await expect(brief.getByTestId("brief-consent")).toContainText("Consent declined");
  await panel.getByTestId("research-history-item").nth(1).click();
  await expect(brief.getByTestId("brief-version")).toHaveText("Version 1");
  await expect(weight.getByTestId("merge-fact")).toHaveText("Merged into profile");
});

test("chat: 'research Jalen Brooks externally' asks for consent, then streams the brief", async ({ page }, info) => {
  test.setTimeout(120_000);
  const chat = await scoutedBrooks(page);
  await chat.send("research Jalen Brooks externally");
  const card = page.getByTestId("research-card").last();
  await expect(card.getByTestId("research-consent-card")).toBeVisible();
  await shot(page, info, "research-04-chat-consent");
  await card.getByTestId("approve-research").click();
  await expect(card.getByTestId("research-brief")).toContainText("Research brief: Jalen Brooks");
  await expect(card.locator('[data-testid="brief-fact"][data-field="weight_kg"]')).toContainText("262 lbs");
  // The profile already has Tacoma Tides (the trade news sample): an outside page still naming Omaha is no contradiction.
  await expect(card.locator('[data-testid="brief-fact"][data-field="teams"]')).toHaveCount(0);
  await expect(card.getByTestId("approve-research")).toHaveCount(0);
  await shot(page, info, "research-05-chat-brief");
  // Durable: a reload replays the same card from the stored events.
  await page.reload();
  await expect(page.getByTestId("research-card").last().getByTestId("research-brief")).toContainText("262 lbs");
});
