import { expect, type Page } from "@playwright/test";

/** Page object for the chat: send messages, answer gates, read cards. */
export class ChatPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/chat");
    await expect(this.page.getByTestId("composer")).toBeVisible();
  }

  async send(message: string) {
    await this.page.getByTestId("composer").fill(message);
    await this.page.getByTestId("composer").press("Enter");
  }

  get planCard() {
    return this.page.getByTestId("plan-card").last();
  }
  get previewCard() {
    return this.page.getByTestId("player-preview-card").last();
  }
  get finalCard() {
    return this.page.getByTestId("final-card").last();
  }

  async approvePlan() {
    await this.planCard.getByTestId("approve-plan").click();
    await expect(this.previewCard).toBeVisible();
  }

  async decide(action: "approve-player" | "reject-player") {
    await this.previewCard.getByTestId(action).click();
    await expect(this.finalCard).toBeVisible();
  }

  async edit(kind: "edit-wording" | "edit-content", feedback: string) {
    // The card shows only the latest preview; its revision number counts the previews so far.
    const current = Number((await this.previewCard.textContent())?.match(/revision (\d+)/)?.[1] ?? 1);
    await this.previewCard.getByTestId(kind).click();
    await this.page.getByTestId("feedback-input").fill(feedback);
    await expect(this.page.getByTestId("feedback-count")).toHaveText(`${feedback.length}/1000`);
    await this.page.getByTestId("send-feedback").click();
    await expect(this.page.getByTestId("player-preview-card")).toHaveCount(1);
    await expect(this.previewCard).toContainText(`revision ${current + 1}`);
  }

  sessionId() {
    return this.page.url().split("/chat/")[1] ?? null;
  }
}
