/**
 * The quality calibration set (issue #11): courses written across disciplines, each with an
 * expert's grade per dimension and overall (A-F with a reason, plus an expected 0-100 score that
 * orders courses of the same grade), recorded before the engine was run on them. The engine's
 * ranking is compared with the expert's by Spearman's rank correlation.
 *
 * Files: eval/quality-calibration/courses/*.json, one course each (shape: {@link calibrationFileSchema}).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { questionSchema } from "../../../../common/assessment-schemas.ts";
import type { CourseSnapshot } from "../../../../common/course-snapshot.ts";
import { BLOOM_LEVELS, OBJECTIVE_AUTHORS } from "../../../../common/editor-schemas.ts";
import { lessonContentSchema } from "../../../../common/lesson.ts";
import { QUALITY_DIMENSION_KEYS } from "../../../../common/quality.ts";

/** Where the calibration courses live, relative to the repository root. */
export const CALIBRATION_DIR = "eval/quality-calibration/courses";

/** Kinds of course in the set, as the issue lists them. */
export const ARCHETYPES = ["exemplary", "solid", "thin", "boilerplate-only", "inaccessible", "misaligned"] as const;
export type Archetype = (typeof ARCHETYPES)[number];

const letter = z.enum(["A", "B", "C", "D", "F"]);
const judged = z.object({ grade: letter, reason: z.string().min(1) });
const id = z.number().int().positive();

const courseSchema = z.object({
  id,
  title: z.string().min(1),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  level: z.enum(["beginner", "intermediate", "advanced"]),
  modules: z.array(
    z.object({
      id,
      title: z.string().min(1),
      description: z.string().nullable(),
      orderIndex: z.number().int(),
      color: z.string(),
      lessons: z.array(lessonContentSchema.extend({ id, orderIndex: z.number().int() })),
    }),
  ),
  objectives: z.array(
    z.object({
      id,
      text: z.string().min(1),
      bloomLevel: z.enum(BLOOM_LEVELS).nullable(),
      // The writers used "user" for their own objectives: the product calls that "instructor".
      generatedBy: z.enum(OBJECTIVE_AUTHORS).catch("instructor"),
      orderIndex: z.number().int(),
    }),
  ),
  assessments: z.array(
    z.object({
      id,
      title: z.string().min(1),
      type: z.string(),
      moduleId: id.nullable(),
      questions: z.array(questionSchema),
    }),
  ),
});

/** One calibration file: the expert's judgment, written first, and the course it judges. */
export const calibrationFileSchema = z.object({
  key: z.string().min(1),
  discipline: z.string().min(1),
  archetype: z.enum(ARCHETYPES),
  /** Held out: never looked at while weights were tuned; reported separately. */
  holdout: z.boolean(),
  expert: z.object({
    overall: judged.extend({ score: z.number().min(0).max(100) }),
    dimensions: z.object(
      Object.fromEntries(QUALITY_DIMENSION_KEYS.map((k) => [k, judged])) as Record<
        (typeof QUALITY_DIMENSION_KEYS)[number],
        typeof judged
      >,
    ),
  }),
  course: courseSchema,
});
export type CalibrationFile = z.infer<typeof calibrationFileSchema>;

/** A calibration case ready for the engine. */
export interface CalibrationCase extends Omit<CalibrationFile, "course"> {
  course: CourseSnapshot;
}

/**
 * Reads and validates every `*.json` in `dir`, sorted by file name.
 *
 * @throws Error naming the file and the field when a file does not match {@link calibrationFileSchema}
 */
export function loadCalibrationSet(dir: string): CalibrationCase[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const parsed = calibrationFileSchema.safeParse(JSON.parse(readFileSync(join(dir, name), "utf8")));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${name}: ${issue.path.join(".")}: ${issue.message}`);
      }
      const { course, ...rest } = parsed.data;
      const questionsWithIds = course.assessments.map((a) => ({
        ...a,
        questions: a.questions.map((q, i) => ({ ...q, id: q.id ?? `${a.id}-${i}` })),
      }));
      return { ...rest, course: { ...course, assessments: questionsWithIds } };
    });
}

/** Ranks 1..n of values, ties sharing their mean rank (the convention of Spearman's rho). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const mean = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = mean;
    start = end + 1;
  }
  return ranks;
}

/**
 * Spearman's rank correlation of two paired lists: the Pearson correlation of their average ranks
 * (ties handled), -1..1. NaN for fewer than two pairs or a list without variation.
 *
 * @throws RangeError when the lists differ in length
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new RangeError("spearman: lists of different length");
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const n = xs.length;
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / n;
  const mx = mean(rx);
  const my = mean(ry);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (rx[i]! - mx) * (ry[i]! - my);
    sxx += (rx[i]! - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Letter grades as numbers for agreement counts: A 4 .. F 0. */
export const GRADE_POINTS: Record<z.infer<typeof letter>, number> = { A: 4, B: 3, C: 2, D: 1, F: 0 };
