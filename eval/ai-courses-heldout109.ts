/**
 * One-hundred-and-ninth held-out evaluation set ("held-out-109"): 15 courses in 15 disciplines used in
 * none of the earlier sets (eval/ai-courses.ts and held-out-1 to held-out-108), at three levels
 * (5 beginner, 5 intermediate, 5 advanced), with 3 modules each (45 modules in all). Every
 * module has one lesson of 250-400 words of real prose, some with a list or table, and every
 * course description promises one planted gap (`plantedGap`) that no lesson, module title or
 * module description teaches. Written on 2026-11-28 without running the engine or reading its
 * code or outputs, to be judged once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT109_A } from "./ai-courses-heldout109-a.ts";
import { HELDOUT109_B } from "./ai-courses-heldout109-b.ts";
import { HELDOUT109_C } from "./ai-courses-heldout109-c.ts";

export const HELDOUT109_COURSES: EvalCourse[] = [...HELDOUT109_A, ...HELDOUT109_B, ...HELDOUT109_C];
