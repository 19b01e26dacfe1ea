/**
 * Eighty-third held-out evaluation set ("held-out-83"): 15 courses in 15 disciplines used in none of
 * the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-82), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-27 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT83_A } from "./ai-courses-heldout83-a.ts";
import { HELDOUT83_B } from "./ai-courses-heldout83-b.ts";
import { HELDOUT83_C } from "./ai-courses-heldout83-c.ts";

export const HELDOUT83_COURSES: EvalCourse[] = [...HELDOUT83_A, ...HELDOUT83_B, ...HELDOUT83_C];
