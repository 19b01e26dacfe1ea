/**
 * Fifty-third held-out evaluation set ("held-out-53"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-52), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT53_A } from "./ai-courses-heldout53-a.ts";
import { HELDOUT53_B } from "./ai-courses-heldout53-b.ts";
import { HELDOUT53_C } from "./ai-courses-heldout53-c.ts";

export const HELDOUT53_COURSES: EvalCourse[] = [...HELDOUT53_A, ...HELDOUT53_B, ...HELDOUT53_C];
