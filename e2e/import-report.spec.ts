/**
 * Import report (issue #12): upload a real Canvas export (test/fixtures/cartridges/canvas-wk-modules,
 * two course files the import does not copy), read the report under the result: the counts table,
 * the files listed as not converted with the reason; then open the same report from the course
 * editor. axe-core on both (the dialog at desktop and phone width); a screenshot of the report at /tmp/report.png.
 * Then a Canvas cartridge with links between pages and 121 images: the Changed section groups the
 * rewritten links and images per lesson, collapsed, with counts, opened by keyboard; a rewritten
 * link's target opens its lesson in the course editor. Screenshots /tmp/report-changed.png,
 * /tmp/editor-linked-lesson.png.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cartridgeWithLinksAndManyImages } from "../server/services/lms/test-support/cartridge-with-links.ts";
import { checkDialogAtBothWidths, expectNoAxeViolations, newUser, signUp } from "./support.ts";

const CARTRIDGE = path.resolve(import.meta.dirname, "../test/fixtures/cartridges/canvas-wk-modules/modules.imscc");

test("the import report lists what was not converted, after the import and on the course", async ({ page }) => {
  await signUp(page, newUser("Grace", "Hopper"));
  await page.goto("/lms-integration");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Import a Common Cartridge" }) });
  await card.getByLabel("Cartridge file (.imscc)").setInputFiles({
    name: "modules.imscc",
    mimeType: "application/zip",
    buffer: readFileSync(CARTRIDGE),
  });
  await card.getByRole("button", { name: "Upload and import" }).click();
  await expect(card.getByText(/Imported CommonCartridge\.Core: 3 modules/)).toBeVisible({ timeout: 30_000 });

  const report = card.locator("section", { has: page.getByRole("heading", { name: "Import report", exact: true }) });
  const table = report.getByRole("table", { name: "What the source held and what was imported" });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole("columnheader")).toHaveText(["Kind", "In the source", "Imported"]);
  // Both files are copied into the course-file store.
  await expect(table.getByRole("row", { name: /^Files\b/ })).toHaveText(/Files\s*2\s*2/);
  await expect(table.getByRole("row", { name: /^Modules\b/ })).toContainText("not counted");
  await expect(table.getByRole("row", { name: /^Lessons\b/ })).toHaveText(/not counted\s*20/);

  // Lessons whose content the cartridge lacks are listed, and LTI tools under "Changed".
  await expect(report.getByRole("heading", { name: "Not converted (2)" })).toBeVisible();
  await expect(report.getByRole("listitem").filter({ hasText: "Content: External Tool 1" })).toContainText(
    "refers to content missing from the cartridge",
  );
  await expect(report.getByRole("heading", { name: "Changed (1)" })).toBeVisible();
  await expectNoAxeViolations(page, "cartridge import report");
  await report.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/report.png", fullPage: true });

  // The same report, stored, from the course editor.
  await card.getByRole("link", { name: "Open the course" }).click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  const button = page.getByRole("button", { name: "Import report" });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Import report" });
  await expect(dialog).toContainText("Imported from IMS Common Cartridge (modules.imscc)");
  await expect(dialog.getByRole("table")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Content: External Tool 2" })).toContainText(
    "refers to content missing from the cartridge",
  );
  await checkDialogAtBothWidths(page, "import-report-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("the report's Changed section lists rewritten links and images per lesson, collapsed, and a link opens its lesson", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, newUser("Barbara", "McClintock"));
  await page.goto("/lms-integration");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Import a Common Cartridge" }) });
  await card.getByLabel("Cartridge file (.imscc)").setInputFiles({
    name: "Field biology.imscc",
    mimeType: "application/zip",
    buffer: await cartridgeWithLinksAndManyImages(6, 20),
  });
  await card.getByRole("button", { name: "Upload and import" }).click();
  await expect(card.getByText(/Imported Field biology: 2 modules/)).toBeVisible({ timeout: 60_000 });

  const report = card.locator("section", { has: page.getByRole("heading", { name: "Import report", exact: true }) });
  // 121 images (120 in the atlas, 1 in Reading) and 9 links between lessons, in 8 lessons.
  await expect(report.getByRole("heading", { name: /^Changed \(\d+\)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(report).toContainText(
    "Links and images rewritten to point into this course: 121 images, 9 links in 8 lessons.",
  );
  const groups = report.getByRole("list", { name: "Rewritten links and images by lesson" });
  await expect(groups.locator("summary")).toHaveText([
    "Start here: 8 links",
    "Reading: 1 image, 1 link",
    ...Array.from({ length: 6 }, (_, i) => `Atlas plate ${i + 1}: 20 images`),
  ]);
  // Collapsed by default: no item of any lesson is shown.
  await expect(groups.getByText("$IMS-CC-FILEBASE$/atlas/plate-1-1.png")).toBeHidden();
  // Opened by keyboard.
  await groups.locator("summary", { hasText: "Atlas plate 1" }).focus();
  await page.keyboard.press("Enter");
  const plate1 = groups.locator("details", { hasText: "Atlas plate 1" });
  await expect(plate1.getByRole("listitem")).toHaveCount(20);
  await expect(plate1.getByRole("listitem").first()).toHaveText(
    /^Image: \$IMS-CC-FILEBASE\$\/atlas\/plate-1-1\.png → now points to \/api\/files\/\d+$/,
  );
  // Links whose target the cartridge lacks keep their text and are listed as not converted.
  await expect(report.getByRole("listitem").filter({ hasText: "Link: Start here" })).toHaveCount(3);
  await expect(report.getByRole("listitem").filter({ hasText: "pages/glossary" })).toContainText("its text was kept");
  await expectNoAxeViolations(page, "import report with rewritten links and images");
  await plate1.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/report-changed.png", fullPage: true });

  // The same, stored, from the course editor; a link's target opens its lesson there.
  await card.getByRole("link", { name: "Open the course" }).click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  const button = page.getByRole("button", { name: "Import report" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Import report" });
  const start = dialog.locator("details", { hasText: "Start here: 8 links" });
  await start.locator("summary").focus();
  await page.keyboard.press("Enter");
  const toReading = start.getByRole("listitem").filter({ hasText: "$WIKI_REFERENCE$/pages/reading" }).first();
  const target = (await toReading.locator("code").nth(1).textContent()) ?? "";
  expect(target).toMatch(/^\/course\/\d+#lesson-\d+$/);
  await checkDialogAtBothWidths(page, "import-report-changed-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto(target);
  const lessonRow = page.locator(`#${target.split("#")[1]}`);
  await expect(lessonRow).toBeVisible();
  await expect(lessonRow).toContainText("Reading");
  await expect(lessonRow).toBeFocused();
  await expect(page.getByRole("button", { name: "Hide lessons of Week 1" })).toBeVisible();
  await expectNoAxeViolations(page, "course editor opened at a linked lesson");
  await page.screenshot({ path: "/tmp/editor-linked-lesson.png" });
});
