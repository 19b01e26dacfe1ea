/**
 * Fiftieth held-out evaluation set ("held-out-50"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-49), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 or 4 modules each (47 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT50_A } from "./ai-courses-heldout50-a.ts";
import { HELDOUT50_B } from "./ai-courses-heldout50-b.ts";
import { HELDOUT50_C } from "./ai-courses-heldout50-c.ts";

export const HELDOUT50_COURSES: EvalCourse[] = [...HELDOUT50_A, ...HELDOUT50_B, ...HELDOUT50_C];
