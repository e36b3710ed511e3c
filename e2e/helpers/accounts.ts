import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export type TestAccount = { email: string; password: string; name: string };

export function newAccount(name = "Scout Tester"): TestAccount {
  return { email: `${randomUUID().slice(0, 8)}@scout.test`, password: "correct-horse-battery", name };
}

/** Signs up over the JSON API and signs in through Auth.js; the request context keeps the cookie. */
export async function signUpViaApi(request: APIRequestContext, account = newAccount()) {
  const res = await request.post("/api/users", { data: account });
  expect(res.status()).toBe(201);
  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  const signIn = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  return account;
}

/** Creates an API key for the signed-in request context and returns Bearer headers. */
export async function bearerFor(request: APIRequestContext) {
  const res = await request.post("/api/keys", { data: { name: "e2e" } });
  expect(res.status()).toBe(201);
  const { apiKey } = await res.json();
  return { authorization: `Bearer ${apiKey.key}` };
}

export async function signUpInBrowser(page: Page, account = newAccount()) {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByTestId("sign-up-submit").click();
  await page.waitForURL("**/documents");
  return account;
}
