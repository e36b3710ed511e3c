import { expect, test, type Page } from "@playwright/test";
import { newAccount, signUpInBrowser } from "./helpers/accounts";
import { ChatPage } from "./helpers/chat-page";

// Issue 9 "citations you can check": the source panel shows the cited passage formatted (no raw
// Markdown) with the supporting text highlighted, at 1280 px and at 375 px.

async function savedReport(page: Page) {
  await signUpInBrowser(page, newAccount("Citation Reader"));
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("Generate a scouting report for Jalen Brooks");
  await expect(chat.planCard).toContainText("Plan for Jalen Brooks");
  await chat.approvePlan();
  await chat.decide("approve-player");
  await chat.finalCard.getByTestId("open-report").click();
  await expect(page.getByRole("heading", { level: 1, name: /Scouting Report: Jalen Brooks/ })).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`source panel renders the passage and highlights the supporting text (${width} px)`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await savedReport(page);
    // The snapshot states the height as written, with our conversion marked.
    await expect(page.locator('[data-section="snapshot"]')).toContainText(`6'9" (≈205.7 cm)`);
    const strength = page.locator('[data-section="strengths"] li').first();
    await expect(strength).toContainText(/: /);
    await strength.getByTestId("citation").first().click();
    const panel = page.getByTestId("citation-panel");
    await expect(panel).toBeVisible();
    const highlight = panel.getByTestId("citation-highlight").first();
    await expect(highlight).toBeVisible();
    // The highlighted text is the source of the bullet: its lead phrase is in it.
    const lead = ((await strength.textContent()) ?? "").split(":")[0].trim();
    await expect(panel.getByTestId("citation-highlight").filter({ hasText: lead }).first()).toBeVisible();
    const text = (await panel.getByTestId("citation-text").textContent()) ?? "";
    expect(text).not.toContain("**");
    expect(text).not.toMatch(/(^|\n)#{1,6} /);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`report-citation-highlight-${width}.png`), fullPage: false });
  });
}
