/**
 * The held-out AI evaluation set (issue #10): 15 courses in 15 disciplines not in the development
 * set (eval/ai-courses.ts), at three levels, written for this evaluation with real lesson prose
 * (150-250 words a lesson). Its judgments (eval/ai-judgments-heldout.json) were first recorded on
 * the engine as it stood before any tuning, and the engine was then tuned on the development set
 * only: figures on this set measure generalisation. Each description promises one topic no lesson
 * teaches (`plantedGap`). Before tuning (commit c498edc) the set scored objectives 16 %, quiz
 * items 16 %, outlines 93 %, content-gap recall 93 %; the judgments of those outputs stay in the
 * file next to those of the tuned engine's outputs.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT_A } from "./ai-courses-heldout-a.ts";
import { HELDOUT_B } from "./ai-courses-heldout-b.ts";

export const HELDOUT_COURSES: EvalCourse[] = [...HELDOUT_A, ...HELDOUT_B];
