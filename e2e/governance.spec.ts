/**
 * Governance (issue #15): consent before reading an LMS, the activity trail, "download your data"
 * and account deletion, each page checked with axe at desktop and phone width.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import yauzl from "yauzl";
import { checkPageAtBothWidths, newUser, signUp, visibleToast } from "./support.ts";

/** Entry names of a zip file on disk, and the text of the ones asked for. */
function readZip(path: string, wanted: string[]): Promise<{ names: string[]; texts: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(path), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      const texts: Record<string, string> = {};
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (!wanted.includes(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            texts[entry.fileName] = Buffer.concat(chunks).toString("utf8");
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve({ names, texts }));
      zip.readEntry();
    });
  });
}

test("consent, activity, data export and account deletion", async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser("Marie", "Curie");
  await signUp(page, user);
  const created = await page.request.post("/api/courses", {
    data: { title: "Radioactivity", description: "Decay, half-life and detection." },
  });
  expect(created.status()).toBe(201);

  // Consent on the LMS page: given, then revoked, both recorded.
  await page.goto("/lms-integration");
  await page.getByRole("button", { name: "Allow reading course content" }).click();
  await expect(visibleToast(page, "Consent Recorded")).toBeVisible();
  await expect(page.getByText(/^Allowed on .+, until .+\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Revoke consent" }).click();
  await expect(page.getByRole("button", { name: "Allow reading course content" })).toBeVisible();

  // The Dashboard's Recent Activity comes from the audit trail.
  await page.goto("/dashboard");
  const recent = page.getByRole("heading", { name: "Recent Activity" }).locator("xpath=../..");
  await expect(recent.getByRole("listitem").first()).toContainText("Consent to read LMS course content revoked");
  await expect(recent).toContainText('Course "Radioactivity" created');

  // The activity page, reached from the sidebar, filtered by result.
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Your activity" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your activity");
  const table = page.getByRole("table");
  await expect(table).toContainText('Course "Radioactivity" created');
  await expect(table).toContainText("Account created");
  await checkPageAtBothWidths(page, "activity");
  await page.getByRole("combobox", { name: "Result" }).click();
  await page.getByRole("option", { name: "Failed" }).click();
  await expect(page.getByText("No activity matches these filters.")).toBeVisible();

  // Settings: download everything and open the zip.
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Account settings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
  await checkPageAtBothWidths(page, "settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download your data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^coursewright-data-\d{4}-\d\d-\d\d\.zip$/);
  const { names, texts } = await readZip(await download.path(), ["account.json", "consents.json"]);
  expect(names).toContain("audit-trail.json");
  expect(names.some((n) => /^courses\/\d+-Radioactivity\.imscc$/.test(n))).toBe(true);
  expect(JSON.parse(texts["account.json"]!)).toMatchObject({ email: user.email, firstName: "Marie" });
  expect(JSON.parse(texts["consents.json"]!)).toHaveLength(2);

  // Delete the account: a wrong email is refused, the right one deletes and signs out.
  const confirm = page.getByLabel(/Type your email address/);
  await confirm.fill("someone@else.edu");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Type your email address exactly as shown to confirm.");
  await confirm.fill(user.email);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/api/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
});
