/**
 * Import report (issue #12): upload a real Canvas export (test/fixtures/cartridges/canvas-wk-modules,
 * two course files the import does not copy), read the report under the result: the counts table,
 * the files listed as not converted with the reason; then open the same report from the course
 * editor. axe-core on both (the dialog at desktop and phone width); a screenshot of the report at /tmp/report.png.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
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
