/**
 * The course editor (issue #3): modules (add, inline edit, reorder by mouse and by keyboard),
 * text lessons written in the rich-text editor, assessments with questions linked to objectives,
 * the empty course, and axe-core on the editor and its dialogs at desktop and phone width.
 * Every change is checked after a reload and against the API.
 */
import { expect, test } from "@playwright/test";
import {
  checkDialogAtBothWidths,
  checkPageAtBothWidths,
  expectNoAxeViolations,
  newUser,
  signUp,
  visibleToast,
} from "./support.ts";

import {
  courseFromTemplate,
  moduleHeadings,
  apiModules,
  apiModuleTitles,
  dndLiveRegion,
  dragModuleWithMouse,
  pressUntilMoved,
} from "./course-editor-support.ts";

test.describe.configure({ timeout: 120_000 });

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

  // An empty title is refused in place (react-hook-form with the API's rule) and the error clears on typing.
  await page.getByRole("button", { name: "Edit module New Module" }).click();
  await page.getByLabel("Module title").fill(" ");
  await page.getByLabel("Module title").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Title is required" })).toBeVisible();
  await expect(page.getByLabel("Module title")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Module title").fill("Capstone Project");
  await expect(page.getByRole("alert").filter({ hasText: "Title is required" })).toHaveCount(0);
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
  const html = (await storedLesson())!.contentHtml ?? "";
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
  await pressUntilMoved(page, "ArrowDown", `Module "${before[0]}" was moved into position 2 of ${n}.`);
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
  // Each key is handled before the next one, as a screen-reader user would hear it.
  await pressUntilMoved(page, "ArrowUp", `Module "${before[0]}" was moved into position 1 of ${n}.`);
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
  await pressUntilMoved(page, "ArrowUp", `Module "${last}" was moved into position ${n - 1} of ${n}.`);
  for (let position = n - 2; position >= 1; position--) {
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

  // Edit course details (react-hook-form with the API's schema): an empty title is refused, the
  // error clears as the title is typed, and the saved details show in the header.
  await page.getByRole("button", { name: "Edit course details" }).click();
  const details = page.getByRole("dialog", { name: "Edit course details" });
  await details.getByLabel("Course Title").fill("");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(details.getByText("Title is required")).toBeVisible();
  await expect(details.getByLabel("Course Title")).toHaveAttribute("aria-invalid", "true");
  await details.getByLabel("Course Title").fill("Literacy for Adult Learners");
  await expect(details.getByText("Title is required")).toHaveCount(0);
  await details.getByRole("combobox", { name: "Difficulty Level" }).click();
  await page.getByRole("option", { name: "Advanced" }).click();
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Literacy for Adult Learners");
  await expect(page.locator("dl")).toContainText("Advanced");

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
