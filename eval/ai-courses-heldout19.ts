/**
 * Nineteenth held-out evaluation set ("held-out-19"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-18), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 or 4 modules each (47 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-26/27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT19_A } from "./ai-courses-heldout19-a.ts";
import { HELDOUT19_B } from "./ai-courses-heldout19-b.ts";
import { HELDOUT19_C } from "./ai-courses-heldout19-c.ts";

export const HELDOUT19_COURSES: EvalCourse[] = [...HELDOUT19_A, ...HELDOUT19_B, ...HELDOUT19_C];
