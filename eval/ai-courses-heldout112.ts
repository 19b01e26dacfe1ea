/**
 * One-hundred-and-twelfth held-out evaluation set ("held-out-112"): 15 courses in 15 disciplines used in
 * none of the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-111), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-28 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT112_A } from "./ai-courses-heldout112-a.ts";
import { HELDOUT112_B } from "./ai-courses-heldout112-b.ts";
import { HELDOUT112_C } from "./ai-courses-heldout112-c.ts";

export const HELDOUT112_COURSES: EvalCourse[] = [...HELDOUT112_A, ...HELDOUT112_B, ...HELDOUT112_C];
