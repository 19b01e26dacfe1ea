/**
 * The second held-out AI evaluation set, "held-out-2" (issue #10): 15 courses in 15 disciplines
 * used in neither the development set (eval/ai-courses.ts) nor the first held-out set
 * (eval/ai-courses-heldout.ts), at three levels (5 each), with lessons of 150-400 words of real
 * prose written for this evaluation. Each description promises one topic no lesson teaches
 * (`plantedGap`). Its judgments (eval/ai-judgments-heldout2.json) were first recorded on the engine
 * as it stood before the WordNet / Bloom / objective work of this round, and the engine is tuned
 * only on the other two sets: this set measures generalisation. Figures: before the round
 * (commit c8ff933) objectives 35 %, quiz items 31 %, outlines 73 %; after the WordNet / Bloom /
 * objective changes, judged once (commit d4324b2, the clean figure) objectives 40 %, quiz items
 * 48 %; after two more quiz changes tuned on the other sets, judged again with the set already
 * seen, quiz items 52 %.
 */
import type { EvalCourse } from "./ai-course-types.ts";
import { HELDOUT2_A } from "./ai-courses-heldout2-a.ts";
import { HELDOUT2_B } from "./ai-courses-heldout2-b.ts";

export const HELDOUT2_COURSES: EvalCourse[] = [...HELDOUT2_A, ...HELDOUT2_B];
