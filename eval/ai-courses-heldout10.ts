/**
 * Tenth held-out evaluation set ("held-out-10"): 15 courses in 15 disciplines used in none of the
 * earlier sets (eval/ai-courses.ts and held-out-1 to held-out-9), at three levels (5 beginner,
 * 5 intermediate, 5 advanced), with 3 modules each. Every module has one lesson of 250-400
 * words of real prose, some with a list or table, and every course description promises one
 * planted gap (`plantedGap`) that no lesson, module title or module description teaches.
 * Written on 2026-11-26 without running the engine or reading its code or outputs, to be judged
 * once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT10_A } from "./ai-courses-heldout10-a.ts";
import { HELDOUT10_B } from "./ai-courses-heldout10-b.ts";
import { HELDOUT10_C } from "./ai-courses-heldout10-c.ts";

export const HELDOUT10_COURSES: EvalCourse[] = [...HELDOUT10_A, ...HELDOUT10_B, ...HELDOUT10_C];
