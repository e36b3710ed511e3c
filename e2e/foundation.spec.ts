import { expect, test } from "@playwright/test";
import { newAccount, signUpInBrowser } from "./helpers/accounts";

test("sign up, create an API key, upload a sample document, see it listed and searchable", async ({ page }, info) => {
  const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  await page.goto("/chat");
  await expect(page).toHaveURL(/sign-in/);
  await shot("01-sign-in");

  await signUpInBrowser(page, newAccount("Morgan Scout"));
  await expect(page.getByRole("heading", { name: "Documents", exact: true })).toBeVisible();
  await expect(page.getByText("No documents yet")).toBeVisible();
  await shot("02-documents-empty");

  await page.getByTestId("nav-settings").click();
  await page.getByTestId("key-name").fill("Laptop");
  await page.getByTestId("create-key").click();
  await expect(page.getByTestId("new-key-value")).toHaveText(/^sk_scout_/);
  await expect(page.getByTestId("key-row")).toHaveCount(1);
  await shot("03-settings-key");

  await page.getByTestId("nav-documents").click();
  await page.getByTestId("file-input").setInputFiles("samples/jalen-brooks-scouting-note.md");
  await expect(page.getByTestId("document-row")).toHaveCount(1);
  await expect(page.getByTestId("document-row").first()).toContainText("jalen-brooks-scouting-note.md");

  await page.getByTestId("file-input").setInputFiles({ name: "bad.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(page.getByTestId("upload-errors")).toContainText("“bad.exe” is not a supported file type");

  await page.getByTestId("search-input").fill("Jalen Brooks strengths");
  await page.getByTestId("search-submit").click();
  await expect(page.getByTestId("search-result").first()).toContainText("jalen-brooks-scouting-note.md");
  await shot("04-documents-search");
});

test("the empty documents page loads every sample document in one click", async ({ page }, info) => {
  await signUpInBrowser(page);
  await page.getByTestId("load-samples").click();
  await expect(page.getByTestId("document-row").nth(5)).toBeVisible();
  await page.screenshot({ path: info.outputPath("samples-loaded.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: info.outputPath("samples-375.png"), fullPage: true });
});
