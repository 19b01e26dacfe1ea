/**
 * Course files (issue #12): a cartridge whose page shows an image is uploaded on the LMS
 * Integration screen; the image is stored by us, and the lesson shows it from /api/files/<id>
 * with its alt text. Then the author uploads another image with the editor's Insert image control,
 * by keyboard, alt text required. Screenshots: /tmp/files.png, /tmp/files-panel.png, /tmp/files-upload.png.
 */
import { expect, test } from "@playwright/test";
import {
  CELL_DIAGRAM_ALT,
  cartridgeWithImages,
  solidPng,
} from "../server/services/lms/test-support/cartridge-with-images.ts";
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
  // The upload starts an import job (issue #13); the course id comes with its end.
  expect(response.status()).toBe(202);
  const { id: jobId } = (await response.json()) as { id: number };
  let courseId = 0;
  await expect
    .poll(async () => {
      const job = (await (await page.request.get(`/api/lms/import-jobs/${jobId}`)).json()) as {
        status: string;
        courseId: number | null;
      };
      courseId = job.courseId ?? 0;
      return job.status;
    })
    .toBe("done");

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

  // Upload an image in the editor: keyboard only, alt text asked for before the upload.
  await dialog.getByRole("textbox", { name: "Lesson content" }).click();
  await page.keyboard.press("End");
  await dialog.getByRole("button", { name: "Insert image" }).focus();
  await page.keyboard.press("Enter");
  const panel = dialog.getByRole("group", { name: "Insert image" });
  await expect(panel.getByLabel(/Upload an image/)).toBeFocused();
  await panel.getByLabel(/Upload an image/).setInputFiles({
    name: "chloroplast.png",
    mimeType: "image/png",
    buffer: solidPng(120, 80, [0x2e, 0x7d, 0x32]),
  });
  await panel.getByLabel("Alt text (required)").focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("Describe the image: alt text is required");
  await expectNoAxeViolations(page, "insert image panel with an error");
  await page.screenshot({ path: "/tmp/files-panel.png" });
  await page.keyboard.type("A green chloroplast");
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  const uploaded = dialog.getByRole("img", { name: "A green chloroplast" });
  await expect(uploaded).toHaveAttribute("src", /^\/api\/files\/\d+$/);
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
  await page.screenshot({ path: "/tmp/files-upload.png" });
  await dialog.getByRole("button", { name: "Save Lesson" }).click();
  await expect(dialog).toBeHidden();
  const modules = (await (await page.request.get(`/api/courses/${courseId}/modules?include=content`)).json()) as Array<{
    lessons: Array<{ title: string; contentHtml: string }>;
  }>;
  const stored = modules[0]!.lessons.find((l) => l.title === "The cell")!.contentHtml;
  expect(stored).toMatch(/<img src="\/api\/files\/\d+" alt="A green chloroplast"/);
  expect(stored).toMatch(new RegExp(`<img src="/api/files/\\d+" alt="${CELL_DIAGRAM_ALT}"`));
});
