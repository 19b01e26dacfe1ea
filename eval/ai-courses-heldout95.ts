/**
 * Ninety-fifth held-out evaluation set ("held-out-95"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-94), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-28 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT95_A } from "./ai-courses-heldout95-a.ts";
import { HELDOUT95_B } from "./ai-courses-heldout95-b.ts";
import { HELDOUT95_C } from "./ai-courses-heldout95-c.ts";

export const HELDOUT95_COURSES: EvalCourse[] = [...HELDOUT95_A, ...HELDOUT95_B, ...HELDOUT95_C];
