/**
 * Fortieth held-out evaluation set ("held-out-40"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-39), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT40_A } from "./ai-courses-heldout40-a.ts";
import { HELDOUT40_B } from "./ai-courses-heldout40-b.ts";
import { HELDOUT40_C } from "./ai-courses-heldout40-c.ts";

export const HELDOUT40_COURSES: EvalCourse[] = [...HELDOUT40_A, ...HELDOUT40_B, ...HELDOUT40_C];
