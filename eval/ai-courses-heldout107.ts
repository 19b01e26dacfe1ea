/**
 * One-hundred-and-seventh held-out evaluation set ("held-out-107"): 15 courses in 15 disciplines used in none
 * of the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-106), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-28 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT107_A } from "./ai-courses-heldout107-a.ts";
import { HELDOUT107_B } from "./ai-courses-heldout107-b.ts";
import { HELDOUT107_C } from "./ai-courses-heldout107-c.ts";

export const HELDOUT107_COURSES: EvalCourse[] = [...HELDOUT107_A, ...HELDOUT107_B, ...HELDOUT107_C];
