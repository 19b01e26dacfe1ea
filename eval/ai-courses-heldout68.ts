/**
 * Sixty-eighth held-out evaluation set ("held-out-68"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-67), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT68_A } from "./ai-courses-heldout68-a.ts";
import { HELDOUT68_B } from "./ai-courses-heldout68-b.ts";
import { HELDOUT68_C } from "./ai-courses-heldout68-c.ts";

export const HELDOUT68_COURSES: EvalCourse[] = [...HELDOUT68_A, ...HELDOUT68_B, ...HELDOUT68_C];
