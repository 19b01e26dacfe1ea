/**
 * The third held-out AI evaluation set, "held-out-3" (issue #10): 15 courses in 15 disciplines
 * used in none of the development set (eval/ai-courses.ts), held-out-1 (eval/ai-courses-heldout.ts)
 * or held-out-2 (eval/ai-courses-heldout2.ts), at three levels (5 beginner, 5 intermediate,
 * 5 advanced), each with 3 or 4 modules whose lessons hold 150-400 words of real prose. Each
 * description promises one topic that no lesson teaches (`plantedGap`). Written for this
 * evaluation in the session of 2026-11-25 and never seen by the engine's tuning: it is judged
 * once, by hand, after the engine changes of that session, so its figures measure
 * generalisation.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT3_A } from "./ai-courses-heldout3-a.ts";
import { HELDOUT3_B } from "./ai-courses-heldout3-b.ts";
import { HELDOUT3_C } from "./ai-courses-heldout3-c.ts";

export const HELDOUT3_COURSES: EvalCourse[] = [...HELDOUT3_A, ...HELDOUT3_B, ...HELDOUT3_C];
