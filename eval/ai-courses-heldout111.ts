/**
 * One-hundred-and-eleventh held-out evaluation set ("held-out-111"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-110), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-28 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT111_A } from "./ai-courses-heldout111-a.ts";
import { HELDOUT111_B } from "./ai-courses-heldout111-b.ts";
import { HELDOUT111_C } from "./ai-courses-heldout111-c.ts";

export const HELDOUT111_COURSES: EvalCourse[] = [...HELDOUT111_A, ...HELDOUT111_B, ...HELDOUT111_C];
