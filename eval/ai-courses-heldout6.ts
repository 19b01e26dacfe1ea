/**
 * The sixth held-out AI evaluation set, "held-out-6": 15 courses in 15 disciplines used in none of
 * the development set (eval/ai-courses.ts) or held-out-1 to held-out-5 (eval/ai-courses-heldout.ts,
 * -heldout2.ts to -heldout5.ts), at three levels (5 beginner, 5 intermediate, 5 advanced), each with
 * 3 or 4 modules whose lessons hold 250-400 words of real prose, some with a list or table. Each
 * description promises one topic that no lesson teaches (`plantedGap`). Written for this evaluation
 * on 2026-11-26 without running the engine on it and without reading the engine's code or outputs:
 * it is judged once, by hand, after later engine changes, so its figures are a clean measure of
 * generalisation.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT6_A } from "./ai-courses-heldout6-a.ts";
import { HELDOUT6_B } from "./ai-courses-heldout6-b.ts";
import { HELDOUT6_C } from "./ai-courses-heldout6-c.ts";

export const HELDOUT6_COURSES: EvalCourse[] = [...HELDOUT6_A, ...HELDOUT6_B, ...HELDOUT6_C];
