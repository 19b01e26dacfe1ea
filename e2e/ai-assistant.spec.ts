/**
 * The AI assistant (issue #4 item 5): the side panel (provider line, content suggestions with a
 * persisted Applied state, best practices, real development progress), the review dialogs of the
 * quick actions (objectives, quiz saved as an assessment, activity ideas), "Generate More" and
 * "Generate outline" for an empty course. Runs against the offline engine (no AI endpoint is
 * configured in tests). Every review dialog is checked with axe at desktop and phone width.
 */
import { type Page, expect, test } from "@playwright/test";
import type { AppliedSuggestion } from "../common/ai-schemas.ts";
import type { Assessment } from "../common/assessment-schemas.ts";
import type { CourseModule, LearningObjective } from "../common/editor-schemas.ts";
import { checkDialogAtBothWidths, checkPageAtBothWidths, newUser, signUp, visibleToast } from "./support.ts";

test.describe.configure({ timeout: 120_000 });

const LIGHT_REACTIONS = [
  "<h2>Light-dependent reactions</h2>",
  "<p>Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in glucose. It takes place in the chloroplasts, which contain the green pigment chlorophyll.</p>",
  "<p>In the light-dependent reactions, chlorophyll in the thylakoid membranes absorbs light. The absorbed energy splits water molecules into oxygen, protons and electrons, a process called photolysis. The oxygen is released as a by-product.</p>",
  "<p>The electrons pass along an electron transport chain, which pumps protons into the thylakoid space. ATP synthase uses the resulting proton gradient to make ATP, and the electrons finally reduce NADP+ to NADPH.</p>",
].join("");

const CALVIN_CYCLE = [
  "<h2>The Calvin cycle</h2>",
  "<p>The Calvin cycle takes place in the stroma of the chloroplast and does not need light directly. It uses the ATP and NADPH made by the light-dependent reactions to fix carbon dioxide into sugar.</p>",
  "<p>The enzyme RuBisCO attaches carbon dioxide to ribulose bisphosphate, a five-carbon sugar. The unstable product splits into two molecules of 3-phosphoglycerate, which are reduced to glyceraldehyde 3-phosphate using ATP and NADPH.</p>",
  "<p>Most glyceraldehyde 3-phosphate is recycled to regenerate ribulose bisphosphate, while the rest is used to build glucose, sucrose and starch. Temperature, light intensity and carbon dioxide concentration limit the rate of photosynthesis.</p>",
].join("");

/** A course with one module of two paragraph-rich text lessons, made through the API. */
async function createPhotosynthesisCourse(page: Page) {
  const res = await page.request.post("/api/courses", {
    data: {
      title: "Plant Biology: Photosynthesis",
      description: "How plants capture light energy and turn carbon dioxide and water into sugar.",
      level: "beginner",
    },
  });
  expect(res.status()).toBe(201);
  const course = (await res.json()) as { id: number };
  const moduleRes = await page.request.post(`/api/courses/${course.id}/modules`, {
    data: {
      title: "Photosynthesis",
      description: "The light-dependent reactions and the Calvin cycle, and what limits the rate of photosynthesis.",
      lessons: [
        { title: "Light-dependent reactions", type: "text", contentHtml: LIGHT_REACTIONS, durationMinutes: 25 },
        { title: "The Calvin cycle", type: "text", contentHtml: CALVIN_CYCLE, durationMinutes: 25 },
      ],
    },
  });
  expect(moduleRes.status()).toBe(201);
  const module = (await moduleRes.json()) as CourseModule;
  return { courseId: course.id, module };
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}

function toast(page: Page, title: string) {
  return visibleToast(page, title);
}

function panel(page: Page) {
  return page.getByRole("complementary", { name: "AI assistant" });
}

/** Waits until the panel's suggestions and insights have arrived. */
async function panelLoaded(page: Page) {
  const aside = panel(page);
  await expect(aside.getByText("Offline engine")).toBeVisible();
  await expect(aside.getByRole("list", { name: "Content suggestions" }).getByRole("listitem").first()).toBeVisible();
  await expect(aside.getByRole("list", { name: "Best practices" }).getByRole("listitem").first()).toBeVisible();
}

test("the AI panel suggests, and its review dialogs save objectives, a quiz and activities", async ({ page }) => {
  await signUp(page, newUser("Jan", "Ingenhousz"));
  const { courseId, module } = await createPhotosynthesisCourse(page);

  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plant Biology: Photosynthesis");
  await panelLoaded(page);
  const aside = panel(page);

  // At most 3 suggestions, each with a priority badge and a Mark as done button; at most 3 insights.
  const suggestionItems = aside.getByRole("list", { name: "Content suggestions" }).getByRole("listitem");
  expect(await suggestionItems.count()).toBeLessThanOrEqual(3);
  await expect(suggestionItems.first().getByText(/^(High|Medium|Low) priority$/)).toBeVisible();
  await expect(suggestionItems.first().getByRole("button", { name: /^Mark as done: / })).toBeVisible();
  const insightItems = aside.getByRole("list", { name: "Best practices" }).getByRole("listitem");
  expect(await insightItems.count()).toBeLessThanOrEqual(3);
  await expect(insightItems.first().getByText(/^(High|Medium|Low) impact$/)).toBeVisible();

  // Real progress bars: the module has lessons, both have content, no objectives or assessments yet.
  await expect(aside.getByRole("progressbar", { name: "Structure" })).toHaveAttribute("aria-valuenow", "100");
  await expect(aside.getByRole("progressbar", { name: "Content" })).toHaveAttribute("aria-valuenow", "100");
  await expect(aside.getByRole("progressbar", { name: "Objectives & assessment" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  // What is missing for 100 % (issue #11).
  const missing = aside.getByRole("list", { name: "To reach 100 %" });
  await expect(missing).toContainText("Write 3 more learning objectives");
  await expect(missing).toContainText("Add an assessment with at least one question");
  await expect(missing).toContainText("Run a quality check");
  await checkPageAtBothWidths(page, "ai-panel-editor");

  // --- "Write learning objectives" offers the objectives review: nothing is preselected; add 3 ----
  const objectivesSuggestion = suggestionItems.filter({ hasText: "Write learning objectives" });
  const suggestButton = objectivesSuggestion.getByRole("button", { name: "Suggest objectives" });
  await suggestButton.click();
  const objectivesDialog = page.getByRole("dialog", { name: "Suggested Learning Objectives" });
  const boxes = objectivesDialog.getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  expect(await boxes.count()).toBeGreaterThanOrEqual(3);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(objectivesDialog.getByText("Offline engine")).toBeVisible();
  await expect(objectivesDialog.getByRole("button", { name: /^Add selected/ })).toBeDisabled();
  await checkDialogAtBothWidths(page, "ai-objectives-dialog");
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await objectivesDialog.getByRole("button", { name: "Add selected (3)" }).click();
  await expect(toast(page, "Objectives Generated")).toBeVisible();
  await expect(objectivesDialog).toBeHidden();
  await expect(suggestButton).toBeFocused();
  // Carrying the suggestion out marks it done, and the panel reads the changed course again (issue
  // #10): the course has objectives now, so the suggestion is gone and focus stays in the card.
  await expect
    .poll(async () =>
      (await apiJson<AppliedSuggestion[]>(page, `/api/courses/${courseId}/applied-suggestions`)).map((a) => a.title),
    )
    .toContain("Write learning objectives");
  await expect(objectivesSuggestion).toHaveCount(0);
  await expect(aside.getByRole("heading", { name: "Content Suggestions" })).toBeFocused();
  const objectives = await apiJson<LearningObjective[]>(page, `/api/courses/${courseId}/objectives`);
  expect(objectives).toHaveLength(3);
  expect(objectives.every((o) => o.generatedBy === "ai")).toBe(true);
  await expect(page.getByRole("list", { name: "Learning objectives" }).getByRole("listitem")).toHaveCount(3);

  // --- Generate Quiz Questions for the module, review, save as an assessment -----------------------
  await aside.getByRole("button", { name: "Generate Quiz Questions" }).click();
  const quizDialog = page.getByRole("dialog", { name: "Generate Quiz Questions" });
  await expect(quizDialog.getByRole("combobox", { name: "Module" })).toContainText("Photosynthesis");
  await quizDialog.getByRole("button", { name: "Generate questions" }).click();
  await expect(toast(page, "Quiz Generated")).toBeVisible();
  // The toast must not cover the dialog's Save button (issue #9).
  const toastBox = await toast(page, "Quiz Generated").boundingBox();
  const saveBox = await quizDialog.getByRole("button", { name: "Save as assessment" }).boundingBox();
  expect(toastBox && saveBox).toBeTruthy();
  const overlaps =
    toastBox!.x < saveBox!.x + saveBox!.width &&
    saveBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < saveBox!.y + saveBox!.height &&
    saveBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps, "the Quiz Generated toast covers Save as assessment").toBe(false);
  const questionBoxes = quizDialog.getByRole("checkbox");
  await expect(questionBoxes.first()).toBeChecked();
  const generated = await questionBoxes.count();
  expect(generated).toBeGreaterThanOrEqual(1);
  expect(generated).toBeLessThanOrEqual(5);
  await expect(quizDialog.getByText("(correct answer)").first()).toBeVisible();
  await expect(quizDialog.getByText(/^Bloom level: /).first()).toBeVisible();
  await expect(quizDialog.getByRole("textbox", { name: "Quiz title" })).toHaveValue("Photosynthesis Quiz");
  await checkDialogAtBothWidths(page, "ai-quiz-dialog");
  // At 390 px the dialog's content fits its width (issue #9: it overflowed, 441 px in 356 px).
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await quizDialog.evaluate((dialog) =>
    [dialog, ...dialog.querySelectorAll("*")].some(
      (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "hidden" && el.clientWidth > 0,
    ),
  );
  expect(overflow, "an element of the quiz dialog overflows at 390 px").toBe(false);
  const box = (await quizDialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await quizDialog.getByRole("button", { name: "Save as assessment" }).click();
  await expect(toast(page, "Assessment Created")).toBeVisible();
  await expect(quizDialog).toBeHidden();
  const assessments = await apiJson<Assessment[]>(page, `/api/courses/${courseId}/assessments`);
  expect(assessments).toHaveLength(1);
  const quiz = assessments[0]!;
  expect(quiz).toMatchObject({ title: "Photosynthesis Quiz", type: "quiz", moduleId: module.id });
  expect(quiz.questions.length).toBe(generated);
  expect(quiz.questions.length).toBeLessThanOrEqual(5);
  for (const q of quiz.questions) {
    if (q.type !== "short_answer") expect(q.options).toContain(q.correctAnswer);
    for (const id of q.objectiveIds) expect(objectives.map((o) => o.id)).toContain(id);
  }
  await expect(page.getByRole("list", { name: "Assessments" })).toContainText("Photosynthesis Quiz");
  // The progress bars follow: 3 objectives and an assessment.
  await expect(aside.getByRole("progressbar", { name: "Objectives & assessment" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );

  // --- Create Activity Ideas, add one as a lesson ---------------------------------------------------
  await aside.getByRole("button", { name: "Create Activity Ideas" }).click();
  const ideasDialog = page.getByRole("dialog", { name: "Activity Ideas" });
  await ideasDialog.getByRole("button", { name: "Generate ideas" }).click();
  await expect(toast(page, "Activities Generated")).toBeVisible();
  const ideas = ideasDialog.getByRole("list", { name: "Activity ideas" }).getByRole("listitem");
  await expect(ideas.first()).toBeVisible();
  await expect(ideas.first()).toContainText("minutes");
  await checkDialogAtBothWidths(page, "ai-activities-dialog");
  const ideaTitle = (await ideas.first().getByRole("heading").textContent())!.trim();
  await ideas
    .first()
    .getByRole("button", { name: `Add as lesson: ${ideaTitle}` })
    .click();
  await expect(ideas.first().getByRole("button", { name: `Added: ${ideaTitle}` })).toBeVisible();
  await ideasDialog.getByRole("button", { name: "Done" }).click();
  await expect(ideasDialog).toBeHidden();
  const modules = await apiJson<CourseModule[]>(page, `/api/courses/${courseId}/modules`);
  expect(modules[0]!.lessons.map((l) => l.title)).toContain(ideaTitle);

  // --- Generate More: at most 3, preselected, reviewed before saving --------------------------------
  await page.getByRole("button", { name: "Generate More" }).click();
  const moreDialog = page.getByRole("dialog", { name: "Suggested Learning Objectives" });
  const moreBoxes = moreDialog.getByRole("checkbox");
  await expect(moreBoxes.first()).toBeChecked();
  const offered = await moreBoxes.count();
  expect(offered).toBeLessThanOrEqual(3);
  await moreDialog.getByRole("button", { name: `Add selected (${offered})` }).click();
  await expect(toast(page, "Objectives Generated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate More" })).toBeFocused();
  const after = await apiJson<LearningObjective[]>(page, `/api/courses/${courseId}/objectives`);
  expect(after).toHaveLength(3 + offered);
  expect(after.every((o) => o.generatedBy === "ai")).toBe(true);

  // --- Mark a suggestion done: a reminder, stored, that survives a reload ----------------------------
  await aside.getByRole("button", { name: "Refresh suggestions and insights" }).click();
  await expect(aside.getByRole("button", { name: "Refresh suggestions and insights" })).toBeEnabled();
  const applyButton = aside.getByRole("button", { name: /^Mark as done: / }).first();
  const applyName = (await applyButton.getAttribute("aria-label"))!;
  const title = applyName.replace(/^Mark as done: /, "");
  await applyButton.click();
  await expect(toast(page, "Marked as Done")).toContainText(`Done: ${title}`);
  await expect(aside.getByRole("button", { name: `Done: ${title}` })).toBeVisible();
  const applied = await apiJson<AppliedSuggestion[]>(page, `/api/courses/${courseId}/applied-suggestions`);
  expect(applied.map((a) => a.title)).toContain(title);

  await page.reload();
  await panelLoaded(page);
  await expect(aside.getByRole("button", { name: `Done: ${title}` })).toBeVisible();
  await expect(aside.getByRole("button", { name: `Mark as done: ${title}` })).toHaveCount(0);
  await checkPageAtBothWidths(page, "ai-panel-after");
});

test("an empty course gets a generated outline after review", async ({ page }) => {
  await signUp(page, newUser("Maria", "Montessori"));
  const res = await page.request.post("/api/courses", {
    data: {
      title: "Introduction to Marine Ecology",
      description: "Ocean ecosystems, food webs, coral reefs and the human impact on the sea, for first-year students.",
      level: "beginner",
      duration: "6 weeks",
    },
  });
  expect(res.status()).toBe(201);
  const { id: courseId } = (await res.json()) as { id: number };

  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole("heading", { name: "No modules yet" })).toBeVisible();
  await panelLoaded(page);
  // No modules: the structure and content bars are empty, not SPEC's fixed figures.
  await expect(panel(page).getByRole("progressbar", { name: "Structure" })).toHaveAttribute("aria-valuenow", "0");
  const suggestionList = panel(page).getByRole("list", { name: "Content suggestions" });
  await expect(suggestionList.getByText("Add your first modules")).toBeVisible();

  const generate = page.getByRole("button", { name: "Generate outline" });
  await generate.click();
  const dialog = page.getByRole("dialog", { name: "Suggested Course Outline" });
  const accept = dialog.getByRole("button", { name: "Accept outline" });
  await expect(accept).toBeEnabled();
  await expect(dialog.getByText("Offline engine")).toBeVisible();
  const heading = (await dialog.getByRole("heading", { name: /^Modules \(\d+\)$/ }).textContent())!;
  const moduleCount = Number(/\((\d+)\)/.exec(heading)![1]);
  expect(moduleCount).toBeGreaterThan(0);
  const objectiveHeading = (await dialog
    .getByRole("heading", { name: /^Learning objectives \(\d+\)$/ })
    .textContent())!;
  const objectiveCount = Number(/\((\d+)\)/.exec(objectiveHeading)![1]);
  await checkDialogAtBothWidths(page, "ai-outline-dialog");

  await accept.click();
  await expect(toast(page, "Outline Added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Modules" }).getByRole("heading", { level: 3 })).toHaveCount(moduleCount);
  // The button that opened the dialog is gone with the empty state: focus lands on the section heading.
  await expect(page.getByRole("heading", { name: "Course Structure" })).toBeFocused();
  // The panel reads the course again (issue #10): no more "Add your first modules" after an outline.
  await expect(suggestionList.getByText("Add your first modules")).toHaveCount(0);
  await expect(suggestionList.getByRole("listitem").first()).toBeVisible();

  const modules = await apiJson<CourseModule[]>(page, `/api/courses/${courseId}/modules`);
  expect(modules).toHaveLength(moduleCount);
  expect(modules.every((m) => m.lessons.length > 0)).toBe(true);
  const objectives = await apiJson<LearningObjective[]>(page, `/api/courses/${courseId}/objectives`);
  expect(objectives).toHaveLength(objectiveCount);
  expect(objectives.every((o) => o.generatedBy === "ai")).toBe(true);
  await checkPageAtBothWidths(page, "ai-outline-accepted");
});
