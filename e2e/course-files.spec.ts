/**
 * Course files (issue #12): a cartridge whose page shows an image is uploaded on the LMS
 * Integration screen; the image is stored by us, and the lesson shows it from /api/files/<id>
 * with its alt text. Screenshot: /tmp/files.png.
 */
import { expect, test } from "@playwright/test";
import { CELL_DIAGRAM_ALT, cartridgeWithImages } from "../server/services/lms/test-support/cartridge-with-images.ts";
import { expectNoAxeViolations, newUser, signUp } from "./support.ts";

test("an imported cartridge's image is shown from our file store", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, newUser("Rosalind", "Franklin"));
  await page.goto("/lms-integration");
  await page.getByLabel("Cartridge file (.imscc)").setInputFiles({
    name: "Plant cells.imscc",
    mimeType: "application/zip",
    buffer: await cartridgeWithImages(),
  });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/lms/import-cartridge")),
    page.getByRole("button", { name: "Upload and import" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { id: courseId } = (await response.json()) as { id: number };

  await page.goto(`/course/${courseId}`);
  await page.getByRole("button", { name: "Manage lessons of Cells" }).click();
  await page.getByRole("button", { name: "Edit lesson The cell" }).click();
  const dialog = page.getByRole("dialog");
  const image = dialog.getByRole("img", { name: CELL_DIAGRAM_ALT });
  await expect(image).toBeVisible();
  expect(await image.getAttribute("src")).toMatch(/^\/api\/files\/\d+$/);
  // The browser loaded and decoded it: the bytes came from our store.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  await expectNoAxeViolations(page, "lesson with an imported image");
  await page.screenshot({ path: "/tmp/files.png" });
});
