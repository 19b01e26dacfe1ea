/**
 * Realistic lesson HTML for the analysis benches (issue #13: ~500 words with headings, a list, a
 * table and images), shared by bench/responsiveness.bench.ts and bench/analysis-cpu.bench.ts.
 */
import type { CourseSnapshot, LessonSnapshot } from "../../common/course-snapshot.ts";

const SENTENCES = [
  "Epidemiologists compare how often a disease occurs in groups that differ in one exposure.",
  "A cohort study follows people forward in time from exposure to outcome.",
  "A case-control study starts from people with the disease and looks back at their exposures.",
  "Confounding happens when a third factor is linked to both the exposure and the outcome.",
  "Randomisation spreads known and unknown confounders evenly between the groups.",
  "The relative risk divides the risk in the exposed group by the risk in the unexposed group.",
  "An odds ratio approximates the relative risk when the outcome is rare.",
  "Bias is a systematic error that pushes every estimate in the same direction.",
];

/**
 * A lesson of about 500 words: headings, paragraphs, a list, a table and two images.
 * @param m - module index (0-based), @param l - lesson index in the module (0-based)
 * @param variant - changes the image file names only, so two courses of different variants have
 *   the same amount of work but no lesson in common (a cold check for the per-lesson memo)
 */
export function lessonHtml(m: number, l: number, variant = 0): string {
  const paragraph = (k: number) =>
    `<p>${Array.from({ length: 6 }, (_, i) => SENTENCES[(m + l + k + i) % SENTENCES.length]).join(" ")}</p>`;
  return [
    `<h2>Lesson ${m + 1}.${l + 1}: study designs</h2>`,
    paragraph(0),
    paragraph(1),
    `<p><img src="/files/v${variant}m${m}l${l}-cohort.png" alt="Timeline of a cohort study from exposure to outcome"></p>`,
    "<h3>Key terms</h3>",
    "<ul><li>Cohort: a group followed over time.</li><li>Exposure: what might cause the outcome.</li><li>Outcome: the disease or event counted.</li><li>Confounder: a factor linked to both.</li></ul>",
    paragraph(2),
    "<table><caption>Two-by-two table</caption><thead><tr><th scope='col'>Group</th><th scope='col'>Disease</th><th scope='col'>No disease</th></tr></thead><tbody><tr><th scope='row'>Exposed</th><td>30</td><td>70</td></tr><tr><th scope='row'>Unexposed</th><td>10</td><td>90</td></tr></tbody></table>",
    paragraph(3),
    `<p><img src="/files/v${variant}m${m}l${l}-table.png" alt="Bar chart of risk in exposed and unexposed groups"></p>`,
    paragraph(4),
    '<p>Read the <a href="https://example.org/epi/designs">chapter on study designs</a> before the quiz.</p>',
  ].join("");
}

/**
 * A course snapshot of `modules` x `lessonsPerModule` realistic lessons (ids from 1), no
 * objectives or assessments: what the analysis benches feed the analyser in-process.
 * @param options.id - the course id (default 1)
 * @param options.variant - passed to {@link lessonHtml}: another variant gives never-seen lessons
 */
export function realisticCourse(
  modules: number,
  lessonsPerModule: number,
  { id = 1, variant }: { id?: number; variant?: number } = {},
): CourseSnapshot {
  let nextId = 1;
  return {
    id,
    title: "Epidemiology at scale",
    description: "A large course.",
    duration: "15 weeks",
    level: "intermediate",
    objectives: [],
    assessments: [],
    modules: Array.from({ length: modules }, (_, m) => ({
      id: 10_000 + m,
      title: `Week ${m + 1}`,
      description: "Study designs and their biases.",
      orderIndex: m,
      color: "#3b82f6",
      lessons: Array.from({ length: lessonsPerModule }, (_, l): LessonSnapshot => ({
        id: nextId++,
        title: `Lesson ${m + 1}.${l + 1}`,
        type: "text",
        contentHtml: lessonHtml(m, l, variant),
        videoUrl: null,
        captionsUrl: null,
        durationMinutes: 20,
        orderIndex: l,
      })),
    })),
  };
}
