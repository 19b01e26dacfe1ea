/**
 * Twenty-eighth held-out evaluation set ("held-out-28"): 15 courses in 15 disciplines used in none
 * of the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-27), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 or 4 modules each (53 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT28_A } from "./ai-courses-heldout28-a.ts";
import { HELDOUT28_B } from "./ai-courses-heldout28-b.ts";
import { HELDOUT28_C } from "./ai-courses-heldout28-c.ts";

export const HELDOUT28_COURSES: EvalCourse[] = [...HELDOUT28_A, ...HELDOUT28_B, ...HELDOUT28_C];
