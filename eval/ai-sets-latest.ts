/**
 * The evaluation sets from held-out-85 on, kept apart from ai-sets-recent.ts only for length: same
 * shape, same order. Each label carries the set's clean first judging once it has been tuned on.
 */
import type { EvalCourse } from "./ai-courses.ts";
import { HELDOUT85_COURSES } from "./ai-courses-heldout85.ts";
import { HELDOUT86_COURSES } from "./ai-courses-heldout86.ts";
import { HELDOUT87_COURSES } from "./ai-courses-heldout87.ts";
import { HELDOUT88_COURSES } from "./ai-courses-heldout88.ts";
import { HELDOUT89_COURSES } from "./ai-courses-heldout89.ts";
import { HELDOUT90_COURSES } from "./ai-courses-heldout90.ts";
import { HELDOUT91_COURSES } from "./ai-courses-heldout91.ts";
import { HELDOUT92_COURSES } from "./ai-courses-heldout92.ts";
import { HELDOUT93_COURSES } from "./ai-courses-heldout93.ts";
import { HELDOUT94_COURSES } from "./ai-courses-heldout94.ts";
import { HELDOUT95_COURSES } from "./ai-courses-heldout95.ts";
import { HELDOUT96_COURSES } from "./ai-courses-heldout96.ts";
import { HELDOUT97_COURSES } from "./ai-courses-heldout97.ts";
import { HELDOUT98_COURSES } from "./ai-courses-heldout98.ts";
import { HELDOUT99_COURSES } from "./ai-courses-heldout99.ts";
import { HELDOUT100_COURSES } from "./ai-courses-heldout100.ts";
import { HELDOUT101_COURSES } from "./ai-courses-heldout101.ts";
import { HELDOUT102_COURSES } from "./ai-courses-heldout102.ts";
import { HELDOUT103_COURSES } from "./ai-courses-heldout103.ts";
import { HELDOUT104_COURSES } from "./ai-courses-heldout104.ts";
import { HELDOUT105_COURSES } from "./ai-courses-heldout105.ts";
import { HELDOUT106_COURSES } from "./ai-courses-heldout106.ts";
import { HELDOUT107_COURSES } from "./ai-courses-heldout107.ts";
import { HELDOUT108_COURSES } from "./ai-courses-heldout108.ts";
import { HELDOUT109_COURSES } from "./ai-courses-heldout109.ts";
import { HELDOUT110_COURSES } from "./ai-courses-heldout110.ts";
import { HELDOUT111_COURSES } from "./ai-courses-heldout111.ts";
import { HELDOUT112_COURSES } from "./ai-courses-heldout112.ts";

export const LATEST_SETS: { label: string; courses: EvalCourse[]; file: string; suggestions?: true }[] = [
  {
    label:
      "Held-out-85 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 56 % of asked, quiz 60 %, outlines 67 %, suggestion calls without a false claim 67 %, gap recall 73 %)",
    courses: HELDOUT85_COURSES,
    file: "-heldout85",
    suggestions: true,
  },
  {
    label:
      "Held-out-86 set (tuned on after its first judging; its clean first judging: objectives 57 % of written, 52 % of asked, quiz 69 %, outlines 93 %, suggestion calls without a false claim 73 %, gap recall 73 %)",
    courses: HELDOUT86_COURSES,
    file: "-heldout86",
    suggestions: true,
  },
  {
    label:
      "Held-out-87 set (tuned on after its first judging; its clean first judging: objectives 66 % of written, 55 % of asked, quiz 54 %, outlines 67 %, suggestion calls without a false claim 47 %, gap recall 73 %)",
    courses: HELDOUT87_COURSES,
    file: "-heldout87",
    suggestions: true,
  },
  {
    label:
      "Held-out-88 set (tuned on after its first judging; its clean first judging: objectives 54 % of written, 51 % of asked, quiz 63 %, outlines 53 %, suggestion calls without a false claim 67 %, gap recall 60 %)",
    courses: HELDOUT88_COURSES,
    file: "-heldout88",
    suggestions: true,
  },
  {
    label:
      "Held-out-89 set (tuned on after its first judging; its clean first judging: objectives 36 % of written, 28 % of asked, quiz 71 %, outlines 40 %, suggestion calls without a false claim 47 %, gap recall 80 %)",
    courses: HELDOUT89_COURSES,
    file: "-heldout89",
    suggestions: true,
  },
  {
    label:
      "Held-out-90 set (tuned on after its first judging; its clean first judging: objectives 61 % of written, 57 % of asked, quiz 66 %, outlines 80 %, suggestion calls without a false claim 67 %, gap recall 67 %)",
    courses: HELDOUT90_COURSES,
    file: "-heldout90",
    suggestions: true,
  },
  {
    label:
      "Held-out-91 set (tuned on after its first judging; its clean first judging: objectives 64 % of written, 56 % of asked, quiz 65 %, outlines 53 %, suggestion calls without a false claim 67 %, gap recall 73 %)",
    courses: HELDOUT91_COURSES,
    file: "-heldout91",
    suggestions: true,
  },
  {
    label:
      "Held-out-92 set (tuned on after its first judging; its clean first judging: objectives 67 % of written, 55 % of asked, quiz 71 %, outlines 80 %, suggestion calls without a false claim 60 %, gap recall 60 %)",
    courses: HELDOUT92_COURSES,
    file: "-heldout92",
    suggestions: true,
  },
  {
    label:
      "Held-out-93 set (tuned on after its first judging; its clean first judging: objectives 59 % of written, 52 % of asked, quiz 63 %, outlines 60 %, suggestion calls without a false claim 67 %, gap recall 73 %)",
    courses: HELDOUT93_COURSES,
    file: "-heldout93",
    suggestions: true,
  },
  {
    label:
      "Held-out-94 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 44 % of asked, quiz 63 %, outlines 80 %, suggestion calls without a false claim 53 %, gap recall 80 %)",
    courses: HELDOUT94_COURSES,
    file: "-heldout94",
    suggestions: true,
  },
  {
    label:
      "Held-out-95 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 51 % of asked, quiz 68 %, outlines 87 %, suggestion calls without a false claim 87 %, gap recall 80 %)",
    courses: HELDOUT95_COURSES,
    file: "-heldout95",
    suggestions: true,
  },
  {
    label:
      "Held-out-96 set (tuned on after its first judging; its clean first judging: objectives 68 % of written, 60 % of asked, quiz 56 %, outlines 73 %, suggestion calls without a false claim 80 %, gap recall 73 %)",
    courses: HELDOUT96_COURSES,
    file: "-heldout96",
    suggestions: true,
  },
  {
    label:
      "Held-out-97 set (tuned on after its first judging; its clean first judging: objectives 64 % of written, 56 % of asked, quiz 67 %, outlines 67 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT97_COURSES,
    file: "-heldout97",
    suggestions: true,
  },
  {
    label:
      "Held-out-98 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 55 % of asked, quiz 57 %, outlines 67 %, suggestion calls without a false claim 60 %, gap recall 67 %)",
    courses: HELDOUT98_COURSES,
    file: "-heldout98",
    suggestions: true,
  },
  {
    label:
      "Held-out-99 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 45 % of asked, quiz 67 %, outlines 47 %, suggestion calls without a false claim 33 %, gap recall 60 %)",
    courses: HELDOUT99_COURSES,
    file: "-heldout99",
    suggestions: true,
  },
  {
    label:
      "Held-out-100 set (tuned on after its first judging; its clean first judging: objectives 53 % of written, 53 % of asked, quiz 59 %, outlines 53 %, suggestion calls without a false claim 40 %, gap recall 40 %)",
    courses: HELDOUT100_COURSES,
    file: "-heldout100",
    suggestions: true,
  },
  {
    label:
      "Held-out-101 set (tuned on after its first judging; its clean first judging: objectives 64 % of written, 55 % of asked, quiz 59 %, outlines 53 %, suggestion calls without a false claim 53 %, gap recall 73 %)",
    courses: HELDOUT101_COURSES,
    file: "-heldout101",
    suggestions: true,
  },
  {
    label:
      "Held-out-102 set (tuned on after its first judging; its clean first judging: objectives 46 % of written, 41 % of asked, quiz 57 %, outlines 47 %, suggestion calls without a false claim 40 %, gap recall 67 %)",
    courses: HELDOUT102_COURSES,
    file: "-heldout102",
    suggestions: true,
  },
  {
    label:
      "Held-out-103 set (tuned on after its first judging; its clean first judging: objectives 59 % of written, 56 % of asked, quiz 56 %, outlines 67 %, suggestion calls without a false claim 53 %, gap recall 93 %)",
    courses: HELDOUT103_COURSES,
    file: "-heldout103",
    suggestions: true,
  },
  {
    label:
      "Held-out-104 set (tuned on after its first judging; its clean first judging: objectives 59 % of written, 55 % of asked, quiz 56 %, outlines 73 %, suggestion calls without a false claim 67 %, gap recall 87 %)",
    courses: HELDOUT104_COURSES,
    file: "-heldout104",
    suggestions: true,
  },
  {
    label:
      "Held-out-105 set (tuned on after its first judging; its clean first judging: objectives 67 % of written, 60 % of asked, quiz 51 %, outlines 60 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT105_COURSES,
    file: "-heldout105",
    suggestions: true,
  },
  {
    label:
      "Held-out-106 set (tuned on after its first judging; its clean first judging: objectives 57 % of written, 41 % of asked, quiz 52 %, outlines 67 %, suggestion calls without a false claim 67 %, gap recall 73 %)",
    courses: HELDOUT106_COURSES,
    file: "-heldout106",
    suggestions: true,
  },
  {
    label:
      "Held-out-107 set (tuned on after its first judging; its clean first judging: objectives 64 % of written, 56 % of asked, quiz 64 %, outlines 53 %, suggestion calls without a false claim 80 %, gap recall 73 %)",
    courses: HELDOUT107_COURSES,
    file: "-heldout107",
    suggestions: true,
  },
  {
    label:
      "Held-out-108 set (tuned on after its first judging; its clean first judging: objectives 65 % of written, 57 % of asked, quiz 52 %, outlines 53 %, suggestion calls without a false claim 53 %, gap recall 87 %)",
    courses: HELDOUT108_COURSES,
    file: "-heldout108",
    suggestions: true,
  },
  {
    label:
      "Held-out-109 set (tuned on after its first judging; its clean first judging: objectives 68 % of written, 56 % of asked, quiz 56 %, outlines 80 %, suggestion calls without a false claim 60 %, gap recall 60 %)",
    courses: HELDOUT109_COURSES,
    file: "-heldout109",
    suggestions: true,
  },
  {
    label:
      "Held-out-110 set (tuned on after its first judging; its clean first judging: objectives 58 % of written, 43 % of asked, quiz 60 %, outlines 87 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT110_COURSES,
    file: "-heldout110",
    suggestions: true,
  },
  {
    label:
      "Held-out-111 set (tuned on after its first judging; its clean first judging: objectives 69 % of written, 47 % of asked, quiz 62 %, outlines 73 %, suggestion calls without a false claim 73 %, gap recall 67 %)",
    courses: HELDOUT111_COURSES,
    file: "-heldout111",
    suggestions: true,
  },
  {
    label:
      "Held-out-112 set (tuned on after its first judging; its clean first judging: objectives 72 % of written, 44 % of asked, quiz 63 %, outlines 80 %, suggestion calls without a false claim 80 %, gap recall 80 %)",
    courses: HELDOUT112_COURSES,
    file: "-heldout112",
    suggestions: true,
  },
];
