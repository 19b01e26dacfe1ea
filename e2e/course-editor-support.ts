/** Helpers of the course editor journeys: a course from a template, module lists, API reads, mouse drags. */
import { type Page, expect } from "@playwright/test";
import type { Assessment } from "../common/assessment-schemas.ts";
import type { CourseModule } from "../common/editor-schemas.ts";
import type { Template } from "../common/template-schemas.ts";

/** Starts a course from a template through the Templates screen; returns its id and the template. */
export async function courseFromTemplate(page: Page, pick: (t: Template) => boolean = () => true) {
  const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
  // Several modules make reordering meaningful.
  const template = templates.find((t) => pick(t) && t.content.modules.length >= 3) ?? templates[0]!;
  await page.goto("/templates");
  await page.getByRole("button", { name: `Use Template ${template.title}` }).click();
  await expect(page).toHaveURL(/\/course\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(template.title);
  await expect(moduleHeadings(page)).toHaveCount(template.content.modules.length);
  const courseId = Number(new URL(page.url()).pathname.split("/").pop());
  return { courseId, template };
}

export function moduleList(page: Page) {
  return page.getByRole("list", { name: "Modules" });
}

/** The module titles (h3) in the Modules list, in order. */
export function moduleHeadings(page: Page) {
  return moduleList(page).getByRole("heading", { level: 3 });
}

export async function apiModules(page: Page, courseId: number) {
  // With lesson bodies (issue #13: the list leaves them out unless asked).
  const res = await page.request.get(`/api/courses/${courseId}/modules?include=content`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CourseModule[];
}

export async function apiModuleTitles(page: Page, courseId: number) {
  return (await apiModules(page, courseId)).map((m) => m.title);
}

export async function apiAssessments(page: Page, courseId: number) {
  const res = await page.request.get(`/api/courses/${courseId}/assessments`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Assessment[];
}

/** dnd-kit's live region, where pick-up, move and drop are announced. */
export function dndLiveRegion(page: Page) {
  return page.locator('[id^="DndLiveRegion"]');
}

/**
 * Presses `key` on a module just picked up until dnd-kit announces `moved` (20 s at most).
 * dnd-kit's KeyboardSensor attaches its key listeners a tick after the pick-up is announced, so on
 * a loaded machine the first arrow key can arrive before anything listens, and is lost (CI, stop 30);
 * a person would press it again. The key is pressed again only while the pick-up is still the
 * announcement, so a module never moves twice.
 */
export async function pressUntilMoved(page: Page, key: string, moved: string): Promise<void> {
  const liveRegion = dndLiveRegion(page);
  await expect(async () => {
    if ((await liveRegion.textContent())?.startsWith("Picked up")) await page.keyboard.press(key);
    await expect(liveRegion).toHaveText(moved, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Drags module `title` with the mouse by its handle until dnd-kit announces it over `position`,
 * then drops it. Small steps, so dnd-kit's PointerSensor (4 px activation) sees a real drag; each
 * phase waits for its announcement, so a slow machine cannot make the drop land early.
 */
export async function dragModuleWithMouse(page: Page, title: string, target: string, position: number, of: number) {
  // dnd-kit scrolls the window when the pointer nears its edge; keep the whole list in view so
  // the drop lands where the pointer is.
  await page.setViewportSize({ width: 1280, height: 1600 });
  const handle = page.getByRole("button", { name: `Reorder module ${title}` });
  const card = page.getByRole("group", { name: `Module ${title}` });
  const over = page.getByRole("group", { name: `Module ${target}` });
  // (The editor keeps the scroll position of the previous screen, so scroll the card in first.)
  await card.scrollIntoViewIfNeeded();
  await over.scrollIntoViewIfNeeded();
  await expect(handle).toBeInViewport();
  await expect(over).toBeInViewport();
  const grip = (await handle.boundingBox())!;
  const from = (await card.boundingBox())!;
  const to = (await over.boundingBox())!;
  const startX = grip.x + grip.width / 2;
  const startY = grip.y + grip.height / 2;
  // Where the card's centre lands a little past the target's centre.
  const deltaY = to.y + to.height / 2 - (from.y + from.height / 2) + Math.sign(to.y - from.y) * 8;
  const live = dndLiveRegion(page);

  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + Math.sign(deltaY) * 8, { steps: 4 });
  await expect(live).toContainText(`Picked up module "${title}",`);
  await page.mouse.move(startX, startY + deltaY, { steps: 25 });
  await expect(live).toHaveText(`Module "${title}" was moved into position ${position} of ${of}.`);
  await page.mouse.up();
  await expect(live).toHaveText(`Module "${title}" was dropped at position ${position} of ${of}.`);
  await page.setViewportSize({ width: 1280, height: 800 });
}
