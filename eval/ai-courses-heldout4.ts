/**
 * The fourth held-out AI evaluation set, "held-out-4" (issue #10): 15 courses in 15 disciplines
 * used in none of the development set (eval/ai-courses.ts), held-out-1 (eval/ai-courses-heldout.ts),
 * held-out-2 (eval/ai-courses-heldout2.ts) or held-out-3 (eval/ai-courses-heldout3.ts), at three
 * levels (5 beginner, 5 intermediate, 5 advanced), each with 3 or 4 modules whose lessons hold
 * 150-400 words of real prose. Each description promises one topic that no lesson teaches
 * (`plantedGap`). Written for this evaluation on 2026-11-26 without running the engine on it and
 * never seen by the engine's tuning: it is judged once, by hand, after later engine changes, so
 * its figures measure generalisation.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT4_A } from "./ai-courses-heldout4-a.ts";
import { HELDOUT4_B } from "./ai-courses-heldout4-b.ts";
import { HELDOUT4_C } from "./ai-courses-heldout4-c.ts";

export const HELDOUT4_COURSES: EvalCourse[] = [...HELDOUT4_A, ...HELDOUT4_B, ...HELDOUT4_C];
