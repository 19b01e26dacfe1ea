/**
 * Seventh held-out evaluation set ("held-out-7"): 15 courses in 15 disciplines used in none of the
 * earlier sets (eval/ai-courses.ts and held-out-1 to held-out-6), at three levels (5 beginner,
 * 5 intermediate, 5 advanced), with 3 or 4 modules each. Every module has one lesson of 250-400
 * words of real prose, some with a list or table, and every course description promises one
 * planted gap (`plantedGap`) that no lesson, module title or module description teaches.
 * Written on 2026-11-26 without running the engine or reading its code or outputs, to be judged
 * once by hand.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT7_A } from "./ai-courses-heldout7-a.ts";
import { HELDOUT7_B } from "./ai-courses-heldout7-b.ts";
import { HELDOUT7_C } from "./ai-courses-heldout7-c.ts";

export const HELDOUT7_COURSES: EvalCourse[] = [...HELDOUT7_A, ...HELDOUT7_B, ...HELDOUT7_C];
