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
    const before = await this.page.getByTestId("player-preview-card").count();
    await this.previewCard.getByTestId(kind).click();
    await this.page.getByTestId("feedback-input").fill(feedback);
    await expect(this.page.getByTestId("feedback-count")).toHaveText(`${feedback.length}/1000`);
    await this.page.getByTestId("send-feedback").click();
    await expect(this.page.getByTestId("player-preview-card")).toHaveCount(before);
    await expect(this.previewCard).toContainText(`revision ${before + 1}`);
  }

  sessionId() {
    return this.page.url().split("/chat/")[1] ?? null;
  }
}
