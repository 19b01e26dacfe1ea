/**
 * The AI evaluation set (issue #10; ../shared/AI-RUBRIC.md): 15 courses in 15 disciplines at three
 * levels, written for this evaluation (not taken from the engine's own fixtures, and never used to
 * tune it). Each course has two modules with one lesson of real prose (150-250 words) and a
 * description that also promises one topic no lesson teaches (`plantedGap`), to measure
 * content-gap recall.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { COURSES_A } from "./ai-courses-a.ts";
import { COURSES_B } from "./ai-courses-b.ts";

export type { EvalCourse };

export const EVAL_COURSES: EvalCourse[] = [...COURSES_A, ...COURSES_B];
