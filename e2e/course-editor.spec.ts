/**
 * The course editor (issue #3): modules (add, inline edit, reorder by mouse and by keyboard),
 * text lessons written in the rich-text editor, assessments with questions linked to objectives,
 * the empty course, and axe-core on the editor and its dialogs at desktop and phone width.
 * Every change is checked after a reload and against the API.
 */
import { type Page, expect, test } from "@playwright/test";
import type { Assessment } from "../common/assessment-schemas.ts";
import type { CourseModule, LearningObjective } from "../common/editor-schemas.ts";
import type { Template } from "../common/template-schemas.ts";
import {
  checkDialogAtBothWidths,
  checkPageAtBothWidths,
  expectNoAxeViolations,
  newUser,
  signUp,
  visibleToast,
} from "./support.ts";

test.describe.configure({ timeout: 120_000 });

/** Starts a course from a template through the Templates screen; returns its id and the template. */
async function courseFromTemplate(page: Page, pick: (t: Template) => boolean = () => true) {
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

function moduleList(page: Page) {
  return page.getByRole("list", { name: "Modules" });
}

/** The module titles (h3) in the Modules list, in order. */
function moduleHeadings(page: Page) {
  return moduleList(page).getByRole("heading", { level: 3 });
}

async function apiModules(page: Page, courseId: number) {
  const res = await page.request.get(`/api/courses/${courseId}/modules`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CourseModule[];
}

async function apiModuleTitles(page: Page, courseId: number) {
  return (await apiModules(page, courseId)).map((m) => m.title);
}

async function apiAssessments(page: Page, courseId: number) {
  const res = await page.request.get(`/api/courses/${courseId}/assessments`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Assessment[];
}

/** dnd-kit's live region, where pick-up, move and drop are announced. */
function dndLiveRegion(page: Page) {
  return page.locator('[id^="DndLiveRegion"]');
}

/**
 * Drags module `title` with the mouse by its handle until dnd-kit announces it over `position`,
 * then drops it. Small steps, so dnd-kit's PointerSensor (4 px activation) sees a real drag; each
 * phase waits for its announcement, so a slow machine cannot make the drop land early.
 */
async function dragModuleWithMouse(page: Page, title: string, target: string, position: number, of: number) {
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

test("a teacher adds and renames a module and writes a formatted text lesson", async ({ page }) => {
  await signUp(page, newUser("Lev", "Vygotsky"));
  const { courseId, template } = await courseFromTemplate(page);
  const n = template.content.modules.length;

  // The stat tiles show the template defaults and the module count.
  const stats = page.locator("dl");
  await expect(stats).toContainText("4-6 weeks");
  await expect(stats).toContainText("Beginner");
  await expect(stats).toContainText(String(n));

  // Add Module appends "New Module", stored on the server.
  await page.getByRole("button", { name: "Add Module", exact: true }).click();
  await expect(visibleToast(page, "Module Added")).toBeVisible();
  await expect(moduleHeadings(page)).toHaveCount(n + 1);
  await expect(moduleHeadings(page).last()).toHaveText("New Module");
  await expect.poll(() => apiModuleTitles(page, courseId)).toHaveLength(n + 1);
  await page.reload();
  await expect(moduleHeadings(page)).toHaveCount(n + 1);
  await expect(moduleHeadings(page).last()).toHaveText("New Module");
  await expect(page.getByRole("group", { name: "Module New Module" })).toContainText("Module description");

  // The dashed tile adds another one; delete it again after the confirmation.
  await page.getByRole("button", { name: "Add a new module" }).click();
  await expect(moduleHeadings(page)).toHaveCount(n + 2);
  await expect.poll(() => apiModuleTitles(page, courseId)).toHaveLength(n + 2);
  await page.getByRole("button", { name: "Delete module New Module" }).last().click();
  const confirm = page.getByRole("alertdialog", { name: "Delete module" });
  await expect(confirm).toContainText('Are you sure you want to delete "New Module"');
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(moduleHeadings(page)).toHaveCount(n + 1);
  await expect.poll(() => apiModuleTitles(page, courseId)).toHaveLength(n + 1);

  // Inline edit: Escape cancels, Enter saves.
  await page.getByRole("button", { name: "Edit module New Module" }).click();
  await page.getByLabel("Module title").fill("Discarded title");
  await page.getByLabel("Module title").press("Escape");
  await expect(moduleHeadings(page).last()).toHaveText("New Module");
  await expect(page.getByRole("button", { name: "Edit module New Module" })).toBeFocused();

  await page.getByRole("button", { name: "Edit module New Module" }).click();
  await page.getByLabel("Module title").fill("Capstone Project");
  await page.getByLabel("Module description").fill("Plan, build and present a final project.");
  await page.getByLabel("Module description").press("Enter");
  await expect(moduleHeadings(page).last()).toHaveText("Capstone Project");
  await expect
    .poll(async () => (await apiModules(page, courseId)).at(-1))
    .toMatchObject({ title: "Capstone Project", description: "Plan, build and present a final project." });

  // A text lesson with a Heading 2 and a bulleted list, written in the editor.
  await page.getByRole("button", { name: "Manage lessons of Capstone Project" }).click();
  await expect(page.getByRole("button", { name: "Hide lessons of Capstone Project" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.getByRole("button", { name: "Add lesson to Capstone Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Lesson" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Lesson title").fill("Project brief");
  await expect(dialog.getByRole("combobox", { name: "Lesson type" })).toHaveText("Text");
  const content = dialog.getByRole("textbox", { name: "Lesson content" });
  await content.click();
  const toolbar = dialog.getByRole("toolbar", { name: "Formatting" });
  await toolbar.getByRole("button", { name: "Heading 2" }).click();
  await expect(toolbar.getByRole("button", { name: "Heading 2" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("What you will build");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The project has three parts:");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await expect(toolbar.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("A proposal");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A prototype");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A presentation");
  await expect(content.locator("h2")).toHaveText("What you will build");
  await expect(content.locator("ul > li")).toHaveText(["A proposal", "A prototype", "A presentation"]);
  await dialog.getByLabel("Duration (minutes)").fill("20");
  await dialog.getByRole("button", { name: "Save Lesson" }).click();
  await expect(dialog).toBeHidden();
  await expect(visibleToast(page, "Lesson Added")).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Lessons of Capstone Project" })
      .getByRole("button", { name: "Edit lesson Project brief" }),
  ).toBeVisible();

  const storedLesson = async () => (await apiModules(page, courseId)).at(-1)?.lessons[0];
  await expect.poll(storedLesson).toMatchObject({ title: "Project brief", type: "text", durationMinutes: 20 });

  await page.reload();
  await expect(moduleHeadings(page).last()).toHaveText("Capstone Project");
  await expect(page.getByRole("group", { name: "Module Capstone Project" })).toContainText("1 lesson");
  await expect(page.getByRole("list", { name: "First lessons of Capstone Project" })).toContainText("Project brief");
  const html = (await storedLesson())!.contentHtml;
  expect(html).toContain("<h2>What you will build</h2>");
  expect(html).toMatch(/<ul><li>(<p>)?A proposal/);
  expect(html.match(/<li>/g)).toHaveLength(3);

  // Reopening the lesson shows the stored content in the editor.
  await page.getByRole("button", { name: "Manage lessons of Capstone Project" }).click();
  await page.getByRole("button", { name: "Edit lesson Project brief" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lesson" });
  await expect(edit.getByLabel("Lesson title")).toHaveValue("Project brief");
  await expect(edit.getByRole("textbox", { name: "Lesson content" }).locator("h2")).toHaveText("What you will build");
  await expect(edit.getByRole("textbox", { name: "Lesson content" }).locator("li")).toHaveCount(3);
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();
});

test("modules are reordered by dragging with the mouse, and the order is kept", async ({ page }) => {
  await signUp(page, newUser("Jean", "Piaget"));
  const { courseId, template } = await courseFromTemplate(page);
  const before = template.content.modules.map((m) => m.title);
  await expect(moduleHeadings(page)).toHaveText(before);

  // Drag the first module onto the third one.
  const first = before[0]!;
  await dragModuleWithMouse(page, first, before[2]!, 3, before.length);
  const after = [before[1]!, before[2]!, first, ...before.slice(3)];
  await expect(moduleHeadings(page)).toHaveText(after);
  await expect.poll(() => apiModuleTitles(page, courseId)).toEqual(after);

  await page.reload();
  await expect(moduleHeadings(page)).toHaveText(after);
  expect((await apiModules(page, courseId)).map((m) => m.orderIndex)).toEqual(after.map((_, i) => i));
});

test("modules are reordered with the keyboard alone, with announcements", async ({ page }) => {
  await signUp(page, newUser("Maria", "Montessori"));
  const { courseId, template } = await courseFromTemplate(page);
  const before = template.content.modules.map((m) => m.title);
  const n = before.length;
  await expect(moduleHeadings(page)).toHaveText(before);

  // From here on: keyboard only. dnd-kit's live region carries the announcements.
  const liveRegion = dndLiveRegion(page);
  const handle = page.getByRole("button", { name: `Reorder module ${before[0]}` });
  await handle.focus();
  await expect(handle).toHaveAttribute("aria-describedby", /DndDescribedBy/);
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText(`Picked up module "${before[0]}", in position 1 of ${n}.`);
  await page.keyboard.press("ArrowDown");
  await expect(liveRegion).toHaveText(`Module "${before[0]}" was moved into position 2 of ${n}.`);
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText(`Module "${before[0]}" was dropped at position 2 of ${n}.`);

  const after = [before[1]!, before[0]!, ...before.slice(2)];
  await expect(moduleHeadings(page)).toHaveText(after);
  await expect.poll(() => apiModuleTitles(page, courseId)).toEqual(after);
  // The handle keeps focus, so the module can be moved again.
  await expect(page.getByRole("button", { name: `Reorder module ${before[0]}` })).toBeFocused();

  // Picking up and pressing Escape cancels: the order does not change.
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText(`Picked up module "${before[0]}", in position 2 of ${n}.`);
  await page.keyboard.press("ArrowUp");
  // Each key is handled before the next one, as a screen-reader user would hear it.
  await expect(liveRegion).toHaveText(`Module "${before[0]}" was moved into position 1 of ${n}.`);
  await page.keyboard.press("Escape");
  await expect(liveRegion).toContainText("Reordering was cancelled.");
  await expect(moduleHeadings(page)).toHaveText(after);

  // Moving the last module up to the top.
  const last = after.at(-1)!;
  // Let the refetch after the last save land first: a list re-rendered under a lifted module moves it.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: `Reorder module ${last}` }).focus();
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText(`Picked up module "${last}", in position ${n} of ${n}.`);
  // Each move is announced before the next key, as a screen-reader user would hear it.
  for (let position = n - 1; position >= 1; position--) {
    await page.keyboard.press("ArrowUp");
    await expect(liveRegion).toHaveText(`Module "${last}" was moved into position ${position} of ${n}.`);
  }
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText(`Module "${last}" was dropped at position 1 of ${n}.`);
  const final = [last, ...after.slice(0, -1)];
  await expect(moduleHeadings(page)).toHaveText(final);
  await expect.poll(() => apiModuleTitles(page, courseId)).toEqual(final);

  await page.reload();
  await expect(moduleHeadings(page)).toHaveText(final);
});

test("a teacher writes an assessment with a multiple-choice and a true/false question, then renames, retypes and reorders it", async ({
  page,
}) => {
  await signUp(page, newUser("Benjamin", "Bloom"));
  const { courseId } = await courseFromTemplate(page);
  const objectives = (await (
    await page.request.get(`/api/courses/${courseId}/objectives`)
  ).json()) as LearningObjective[];
  expect(objectives.length).toBeGreaterThan(0);
  const objective = objectives[0]!;

  // An objective written by the instructor.
  await page.getByLabel("New objective").fill("Students will be able to justify a design decision.");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Learning objectives" }).getByRole("listitem")).toHaveCount(
    objectives.length + 1,
  );
  await expect(page.getByRole("list", { name: "Learning objectives" }).getByRole("listitem").last()).toContainText(
    "Instructor",
  );

  // Create the assessment.
  await page.getByRole("button", { name: "Add Assessment" }).click();
  const add = page.getByRole("dialog", { name: "Add Assessment" });
  await add.getByRole("button", { name: "Create Assessment" }).click();
  await expect(add.getByText("Assessment title is required")).toBeVisible();
  await add.getByLabel("Assessment title").fill("Checkpoint Quiz");
  await add.getByRole("button", { name: "Create Assessment" }).click();
  await expect(add).toBeHidden();
  await expect(visibleToast(page, "Assessment Created")).toBeVisible();
  const assessments = page.getByRole("list", { name: "Assessments" });
  await expect(assessments).toContainText("Checkpoint Quiz");
  await expect(assessments).toContainText("0 questions");

  // Two questions.
  await page.getByRole("button", { name: "Edit assessment Checkpoint Quiz" }).click();
  const editor = page.getByRole("dialog", { name: "Edit assessment" });
  await expect(editor).toContainText("This assessment has no questions yet.");
  await editor.getByRole("button", { name: "Add Question" }).click();
  const q1 = editor.getByRole("group", { name: "Question 1", exact: true });
  await expect(q1.getByRole("combobox", { name: "Question type" })).toHaveText("Multiple choice");
  await expect(q1.getByLabel("Question text")).toBeFocused();
  await q1.getByLabel("Question text").fill("Which step comes first in the design cycle?");
  await q1.getByRole("button", { name: "Add option" }).click();
  await q1.getByLabel("Option 1", { exact: true }).fill("Prototype");
  await q1.getByLabel("Option 2", { exact: true }).fill("Empathise");
  await q1.getByLabel("Option 3", { exact: true }).fill("Test");
  await q1.getByRole("radio", { name: "Option 2 is the correct answer" }).check();
  await q1.getByLabel("Feedback (optional)").fill("Understanding the users comes first.");
  await q1.getByRole("checkbox", { name: `1. ${objective.text}` }).check();

  // Saving with an unanswered question is refused with a clear message.
  await editor.getByRole("button", { name: "Add Question" }).click();
  const q2 = editor.getByRole("group", { name: "Question 2", exact: true });
  await q2.getByRole("combobox", { name: "Question type" }).click();
  await page.getByRole("option", { name: "True / false", exact: true }).click();
  await q2.getByLabel("Question text").fill("A prototype must be finished before it is tested.");
  await editor.getByRole("button", { name: "Save Assessment" }).click();
  await expect(editor.getByRole("alert")).toHaveText("1 question needs correcting before saving.");
  await expect(q2).toContainText("Choose the correct answer");
  await q2.getByRole("radio", { name: "False" }).check();
  await editor.getByRole("button", { name: "Save Assessment" }).click();
  await expect(editor).toBeHidden();
  await expect(visibleToast(page, "Assessment Saved")).toBeVisible();
  await expect(assessments).toContainText("2 questions");

  const stored = async () => (await apiAssessments(page, courseId)).find((a) => a.title === "Checkpoint Quiz");
  await expect.poll(async () => (await stored())?.questions.length).toBe(2);

  await page.reload();
  await expect(page.getByRole("list", { name: "Assessments" })).toContainText("2 questions");
  const assessment = (await stored())!;
  expect(assessment.type).toBe("quiz");
  const [mc, tf] = assessment.questions;
  expect(mc).toMatchObject({
    type: "multiple_choice",
    stem: "Which step comes first in the design cycle?",
    options: ["Prototype", "Empathise", "Test"],
    correctAnswer: "Empathise",
    feedback: "Understanding the users comes first.",
    objectiveIds: [objective.id],
  });
  expect(tf).toMatchObject({
    type: "true_false",
    options: ["True", "False"],
    correctAnswer: "False",
    objectiveIds: [],
  });

  // Reopened, the editor shows what was stored.
  await page.getByRole("button", { name: "Edit assessment Checkpoint Quiz" }).click();
  const reopened = page.getByRole("dialog", { name: "Edit assessment" });
  await expect(reopened.getByRole("group", { name: /^Question \d$/ })).toHaveCount(2);
  await expect(
    reopened.getByRole("group", { name: "Question 1", exact: true }).getByRole("radio", {
      name: "Option 2 is the correct answer",
    }),
  ).toBeChecked();
  await expect(
    reopened
      .getByRole("group", { name: "Question 1", exact: true })
      .getByRole("checkbox", { name: `1. ${objective.text}` }),
  ).toBeChecked();
  await expect(
    reopened.getByRole("group", { name: "Question 2", exact: true }).getByRole("radio", { name: "False" }),
  ).toBeChecked();

  // Rename, retype and reorder by keyboard alone: question 2 moves above question 1.
  const title = reopened.getByLabel("Assessment title");
  await title.fill("");
  await reopened.getByRole("button", { name: "Save Assessment" }).click();
  await expect(reopened.getByText("Assessment title is required")).toBeVisible();
  await expect(title).toBeFocused();
  await title.fill("Design Cycle Check");
  await reopened.getByRole("combobox", { name: "Assessment type" }).click();
  await page.getByRole("option", { name: "Practice", exact: true }).click();
  await expect(reopened.getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
  await expect(reopened.getByRole("button", { name: "Move question 2 down" })).toBeDisabled();
  await reopened.getByRole("button", { name: "Move question 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(reopened.getByText("Question 2 moved to position 1 of 2.")).toBeAttached();
  await expect(
    reopened.getByRole("group", { name: "Question 1", exact: true }).getByLabel("Question text"),
  ).toHaveValue("A prototype must be finished before it is tested.");
  // Focus stays with the moved question (its Move up is now disabled, so its heading takes focus).
  await expect(reopened.getByText("Question 1", { exact: true })).toBeFocused();
  await reopened.getByRole("button", { name: "Save Assessment" }).click();
  await expect(reopened).toBeHidden();
  await expect(visibleToast(page, "Assessment Saved")).toBeVisible();
  await expect(assessments).toContainText("Design Cycle Check");
  await expect(assessments).toContainText("Practice");
  const renamed = async () => (await apiAssessments(page, courseId)).find((a) => a.id === assessment.id);
  await expect.poll(async () => (await renamed())?.title).toBe("Design Cycle Check");
  const saved = (await renamed())!;
  expect(saved.type).toBe("practice");
  expect(saved.questions.map((q) => q.type)).toEqual(["true_false", "multiple_choice"]);
  expect(saved.questions[1]).toMatchObject({ correctAnswer: "Empathise", objectiveIds: [objective.id] });
});

test("an empty course offers Add Module and a way to start from a template", async ({ page }) => {
  await signUp(page, newUser("Paulo", "Freire"));
  const res = await page.request.post("/api/courses", {
    data: { title: "Literacy for Adults", description: "Reading the word and the world.", level: "intermediate" },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };

  await page.goto(`/course/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Literacy for Adults");
  await expect(page.getByRole("heading", { name: "No modules yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Module", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Modules" })).toHaveCount(0);
  await expect(page.getByText("AI Optimized")).toHaveCount(0);
  await expect(page.locator("dl")).toContainText("Intermediate");
  await expectNoAxeViolations(page, "empty course editor");

  await page.getByRole("link", { name: "Start from a template" }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByText("8 templates available")).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { name: "No modules yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add Module", exact: true }).click();
  await expect(moduleHeadings(page)).toHaveText(["New Module"]);
  await expect(page.getByRole("heading", { name: "No modules yet" })).toHaveCount(0);
  await expect.poll(() => apiModuleTitles(page, id)).toEqual(["New Module"]);

  // An unknown course shows Course Not Found.
  await page.goto("/course/999999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Course Not Found");
  await expect(page.getByRole("link", { name: "Back to My Courses" })).toBeVisible();
});

test("the editor and its dialogs pass axe at desktop and phone width", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newUser("Ada", "Lovelace"));
  const { template } = await courseFromTemplate(page);
  const firstModule = template.content.modules[0]!.title;

  // A template course makes no AI claim (its objectives are the template's, issue #9).
  await expect(page.getByText("AI Optimized")).toHaveCount(0);
  await checkPageAtBothWidths(page, "course-editor");

  // Expanded lessons with their handles and buttons.
  await page.getByRole("button", { name: `Manage lessons of ${firstModule}` }).click();
  await expect(page.getByRole("list", { name: `Lessons of ${firstModule}` })).toBeVisible();
  await expectNoAxeViolations(page, "course editor with lessons expanded");

  // The lesson editor dialog, with the rich-text editor loaded.
  await page.getByRole("button", { name: `Add lesson to ${firstModule}` }).click();
  const lessonDialog = page.getByRole("dialog", { name: "Add Lesson" });
  await expect(lessonDialog.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await lessonDialog.getByLabel("Lesson title").fill("Accessibility check");
  await lessonDialog.getByRole("textbox", { name: "Lesson content" }).click();
  await page.keyboard.type("Some text.");
  await checkDialogAtBothWidths(page, "lesson-editor-dialog");
  // The video fields too.
  await lessonDialog.getByRole("combobox", { name: "Lesson type" }).click();
  await page.getByRole("option", { name: "Video", exact: true }).click();
  await expect(lessonDialog.getByLabel("Video URL")).toBeVisible();
  await expect(lessonDialog.getByLabel("Captions URL (WebVTT)")).toBeVisible();
  await expectNoAxeViolations(page, "lesson editor dialog (video)");
  await lessonDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(lessonDialog).toBeHidden();

  // The Template Library card toasts and opens the preview.
  const libraryTile = page.getByRole("button", { name: new RegExp(`^${template.title}`) }).first();
  await libraryTile.click();
  await expect(visibleToast(page, "Template Selected")).toContainText(
    `Loading ${template.title} template structure...`,
  );
  const preview = page.getByRole("dialog", { name: template.title });
  await expect(preview).toBeVisible();
  await expectNoAxeViolations(page, "template library preview");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // The question editor dialog with one question of each type.
  await page.getByRole("button", { name: "Add Assessment" }).click();
  const add = page.getByRole("dialog", { name: "Add Assessment" });
  await expectNoAxeViolations(page, "add assessment dialog");
  await add.getByLabel("Assessment title").fill("Final Quiz");
  await add.getByRole("button", { name: "Create Assessment" }).click();
  await expect(add).toBeHidden();
  await page.getByRole("button", { name: "Edit assessment Final Quiz" }).click();
  const editor = page.getByRole("dialog", { name: "Edit assessment" });
  for (const [i, type] of (["Multiple choice", "True / false", "Short answer", "Essay"] as const).entries()) {
    await editor.getByRole("button", { name: "Add Question" }).click();
    const group = editor.getByRole("group", { name: `Question ${i + 1}`, exact: true });
    await group.getByLabel("Question text").fill(`Question about ${type.toLowerCase()}?`);
    if (type !== "Multiple choice") {
      await group.getByRole("combobox", { name: "Question type" }).click();
      await page.getByRole("option", { name: type, exact: true }).click();
    }
  }
  await expect(editor.getByRole("group", { name: "Question 3", exact: true }).getByLabel("Model answer")).toBeVisible();
  await expect(
    editor.getByRole("group", { name: "Question 4", exact: true }).getByLabel("Grading notes (optional)"),
  ).toBeVisible();
  await checkDialogAtBothWidths(page, "question-editor-dialog");
  // The error state is accessible too.
  await editor.getByRole("button", { name: "Save Assessment" }).click();
  await expect(editor.getByRole("alert")).toContainText("need correcting before saving");
  await expectNoAxeViolations(page, "question editor dialog with errors");
});
