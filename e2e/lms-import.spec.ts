/**
 * LMS Integration journey (issue #6): a fake Canvas server on 127.0.0.1 (the e2e app runs with
 * LMS_ALLOW_PRIVATE_HOSTS=true), sign up, connect (missing fields, a wrong token, then the right
 * one), list, select two courses by keyboard and by click, bulk import with per-course progress and
 * a summary, find the courses with their modules and lessons, answer the "imported before"
 * question, and exchange a course as a Common Cartridge. axe-core on all three tabs; screenshots
 * at desktop and phone width.
 */
import { readFileSync } from "node:fs";
import { type Page, type Route, expect, test } from "@playwright/test";
import { BULK_IMPORT_DELAY_MS, TOASTS } from "../common/constants.ts";
import { LMS_TEXTS, LMS_TOKEN_HINTS } from "../common/lms.ts";
import { startFakeCanvas, type FakeServer } from "../server/services/lms/test-support/fake-canvas.ts";
import { sampleCanvasCourses } from "../server/services/lms/test-support/sample-courses.ts";
import { checkPageAtBothWidths, expectNoAxeViolations, newUser, screenshot, signUp } from "./support.ts";

const TOKEN = "e2e-canvas-token-5f2a9c";
let canvas: FakeServer;

test.beforeAll(async () => {
  canvas = await startFakeCanvas({
    token: TOKEN,
    courses: sampleCanvasCourses(),
    delayMs: 150,
    // History of Science cannot be read: the course itself fails upstream (a failing page of a
    // course is only reported, and the rest imported).
    intercept: (_req, res, url) => {
      if (url.pathname !== "/api/v1/courses/44") return false;
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ errors: [{ message: "Internal error" }] }));
      return true;
    },
  });
});
test.afterAll(async () => {
  await canvas?.close();
});

function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /notifications/i })
    .getByRole("listitem")
    .filter({ hasText: title });
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an instructor connects to Canvas, bulk-imports two courses and exchanges a Common Cartridge", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, newUser("Ada", "Lovelace"));
  const connectCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/lms/connect")) connectCalls.push(r.url());
  });

  await page.getByRole("navigation").getByRole("link", { name: "LMS Integration" }).click();
  await expect(page).toHaveURL(/\/lms-integration$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LMS Integration");
  const tabs = page.getByRole("tablist", { name: "LMS Integration steps" });
  await expect(tabs.getByRole("tab", { name: "Connect" })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: "Import" })).toBeDisabled();
  await expect(tabs.getByRole("tab", { name: "Publish" })).toBeDisabled();
  await expect(page.getByLabel("Access Token")).toHaveAttribute("type", "password");
  await expect(page.getByRole("combobox", { name: "LMS Type" })).toHaveText("Canvas");
  await expect(page.getByText(LMS_TOKEN_HINTS.canvas)).toBeVisible();
  await expect(page.getByRole("heading", { name: LMS_TEXTS.cartridgeCardTitle })).toBeVisible();
  await checkPageAtBothWidths(page, "lms-connect");

  await chooseOption(page, "LMS Type", "Blackboard");
  await expect(page.getByText(LMS_TOKEN_HINTS.blackboard)).toBeVisible();
  await chooseOption(page, "LMS Type", "Canvas");

  // Empty fields: the toast, and no request.
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(toast(page, TOASTS.missingInformation.title)).toContainText(TOASTS.missingInformation.description);
  expect(connectCalls).toEqual([]);

  // Reading from an LMS needs the user's consent first (issue #15).
  await page.getByRole("button", { name: "Allow reading course content" }).click();
  await expect(page.getByText(/^Allowed on /)).toBeVisible();

  await page.getByLabel("Institution Name").fill("State University");
  await page.getByLabel("LMS Base URL").fill(canvas.baseUrl);
  await page.getByLabel("Access Token").fill("not-the-token");
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(toast(page, LMS_TEXTS.connectionFailedTitle)).toContainText("invalid or expired");
  await expect(tabs.getByRole("tab", { name: "Import" })).toBeDisabled();

  // Hold the first course listing back a moment so the loading state can be seen.
  const slowList = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  };
  await page.route("**/api/lms/courses?*", slowList);
  await page.getByLabel("Access Token").fill(TOKEN);
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(toast(page, LMS_TEXTS.lmsConnectedTitle)).toContainText(
    LMS_TEXTS.lmsConnectedDescription("State University"),
  );
  await expect(tabs.getByRole("tab", { name: "Import" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(LMS_TEXTS.loadingCourses("Canvas"))).toBeVisible();
  await expect(page.getByText(LMS_TEXTS.foundCourses(3))).toBeVisible();
  await page.unroute("**/api/lms/courses?*", slowList);
  const list = page.getByRole("list", { name: "Courses in State University" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  const biology = list.getByRole("listitem").filter({ hasText: "Biology 101" });
  await expect(biology).toContainText("31 students");
  await expect(biology).toContainText("Starts Jan 13, 2025");
  await expect(biology).toContainText("Cells, genetics and evolution for first-year students.");
  await checkPageAtBothWidths(page, "lms-import");

  // Nothing selected.
  await page.getByRole("button", { name: LMS_TEXTS.importSelected(0) }).click();
  await expect(toast(page, TOASTS.noCoursesSelected.title)).toContainText(TOASTS.noCoursesSelected.description);

  // Select Biology by keyboard, Chemistry by clicking its row; the check marks show.
  const biologyBox = page.getByRole("checkbox", { name: "Biology 101" });
  await biologyBox.focus();
  await page.keyboard.press("Space");
  await expect(biologyBox).toBeChecked();
  await list.getByRole("listitem").filter({ hasText: "Chemistry 201" }).getByText("18 students").click();
  await expect(page.getByRole("checkbox", { name: "Chemistry 201" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "History of Science" })).not.toBeChecked();
  await screenshot(page, "lms-import-selected-desktop");

  // When the page itself called fetch for each import, and when the button was clicked, on the
  // page's clock: timers never fire early, so the second call comes at least BULK_IMPORT_DELAY_MS
  // after the click however busy the machine is (network queueing does not enter into it).
  await page.evaluate(() => {
    const w = window as unknown as { __importCalls: number[]; __importClick: number };
    w.__importCalls = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("/api/lms/import-course")) w.__importCalls.push(performance.now());
      return original(input, init);
    };
    document.addEventListener("click", () => (w.__importClick = performance.now()), { capture: true, once: true });
  });
  await page.getByRole("button", { name: LMS_TEXTS.importSelected(2) }).click();
  await expect(biology.getByText(/^Importing/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Import finished: 2 of 2 courses imported" })).toBeVisible({
    timeout: 30_000,
  });
  const { calls, click } = await page.evaluate(() => {
    const w = window as unknown as { __importCalls: number[]; __importClick: number };
    return { calls: w.__importCalls, click: w.__importClick };
  });
  expect(calls).toHaveLength(2);
  expect(calls[0]!).toBeLessThan(calls[1]!);
  expect(calls[1]! - click).toBeGreaterThanOrEqual(BULK_IMPORT_DELAY_MS);
  await expect(biology.getByText("Imported", { exact: true })).toBeVisible();
  await checkPageAtBothWidths(page, "lms-import-done");

  // The courses, their modules and lessons, through the API as the signed-in user.
  const courses = (await (await page.request.get("/api/courses")).json()) as Array<{ id: number; title: string }>;
  expect(courses.map((c) => c.title).sort()).toEqual(["Biology 101", "Chemistry 201"]);
  const bio = courses.find((c) => c.title === "Biology 101")!;
  const modules = (await (await page.request.get(`/api/courses/${bio.id}/modules`)).json()) as Array<{
    title: string;
    lessons: Array<{ title: string }>;
  }>;
  expect(modules.map((m) => m.title)).toEqual(["Week 1: Cells", "Week 2: Division"]);
  expect(modules[0]!.lessons.map((l) => l.title)).toContain("What is a cell?");
  expect(modules[1]!.lessons.map((l) => l.title)).toContain("Mitosis");

  // The connection survives a reload (sessionStorage).
  await page.reload();
  await expect(page.getByRole("tab", { name: "Import" })).toBeEnabled();

  // Publish tab.
  await page.getByRole("tab", { name: "Publish" }).click();
  await expect(page.getByText(LMS_TEXTS.publishInfo)).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: "View My Courses" })).toBeVisible();
  await checkPageAtBothWidths(page, "lms-publish");

  // A failing import says what happened and what to do.
  await page.getByRole("tab", { name: "Import" }).click();
  await page.getByRole("button", { name: "Import History of Science" }).click();
  await expect(toast(page, LMS_TEXTS.importFailedTitle)).toContainText("Try again in a few minutes");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "History of Science" })
      .getByText(/^Failed: Canvas is having trouble/),
  ).toBeVisible();
  await screenshot(page, "lms-import-failed-desktop");

  // Importing Biology again asks: update or copy?
  await page.getByRole("button", { name: "Import Biology 101" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Update the earlier import or create a copy?");
  await expectNoAxeViolations(page, "import duplicate dialog");
  await screenshot(page, "lms-import-duplicate-desktop");
  await dialog.getByRole("button", { name: "Create a copy" }).click();
  await expect(toast(page, LMS_TEXTS.courseImportedTitle)).toContainText(
    LMS_TEXTS.courseImportedDescription("Biology 101 (copy)"),
  );
  await expect(page).toHaveURL(/\/my-courses$/);
  // The copy is newest; the two bulk imports finish in either order (they run concurrently).
  await expect(page.locator("main ul > li h2").first()).toHaveText("Biology 101 (copy)");
  await expect
    .poll(async () => (await page.locator("main ul > li h2").allTextContents()).slice(1).sort())
    .toEqual(["Biology 101", "Chemistry 201"]);
  await screenshot(page, "lms-my-courses-desktop");

  // Common Cartridge: download Chemistry, import it back.
  await page.goto("/lms-integration");
  await page.getByRole("tab", { name: "Publish" }).click();
  const panel = page.getByRole("tabpanel");
  await chooseOption(page, "Course to export", "Chemistry 201");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Download .imscc" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Chemistry 201.imscc");
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe("PK");
  await panel.getByLabel("Cartridge file (.imscc)").setInputFiles({
    name: "Chemistry 201.imscc",
    mimeType: "application/zip",
    buffer: readFileSync(file),
  });
  await panel.getByRole("button", { name: "Upload and import" }).click();
  await expect(toast(page, LMS_TEXTS.courseImportedTitle)).toContainText(
    LMS_TEXTS.courseImportedDescription("Chemistry 201"),
  );
  await expect(panel.getByText(/Imported Chemistry 201: 1 module, 2 lessons/)).toBeVisible();
  await expectNoAxeViolations(page, "publish tab after cartridge import");

  // Disconnect: Import and Publish are disabled again.
  await page.getByRole("tab", { name: "Connect" }).click();
  await expect(page.getByRole("heading", { name: "Connected to State University" })).toBeVisible();
  await expect(page.getByText(`CANVAS · ${canvas.baseUrl}`)).toBeVisible();
  await checkPageAtBothWidths(page, "lms-connected");
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("tab", { name: "Import" })).toBeDisabled();
  await expect(page.getByLabel("Access Token")).toHaveValue("");
});
