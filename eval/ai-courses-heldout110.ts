/**
 * One-hundred-and-tenth held-out evaluation set ("held-out-110"): 15 courses in 15 disciplines used in
 * none of the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-109), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-28 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT110_A } from "./ai-courses-heldout110-a.ts";
import { HELDOUT110_B } from "./ai-courses-heldout110-b.ts";
import { HELDOUT110_C } from "./ai-courses-heldout110-c.ts";

export const HELDOUT110_COURSES: EvalCourse[] = [...HELDOUT110_A, ...HELDOUT110_B, ...HELDOUT110_C];
