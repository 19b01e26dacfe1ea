/**
 * The evaluation sets `npm run eval:ai` scores (eval-ai.ts): each set's label (which carries its
 * clean first judging once it has been tuned on), its courses, the suffix of its judgments and
 * output files, and whether content suggestions are judged for it.
 */
import { EVAL_COURSES, type EvalCourse } from "./ai-courses.ts";
import { HELDOUT_COURSES } from "./ai-courses-heldout.ts";
import { HELDOUT2_COURSES } from "./ai-courses-heldout2.ts";
import { HELDOUT3_COURSES } from "./ai-courses-heldout3.ts";
import { HELDOUT4_COURSES } from "./ai-courses-heldout4.ts";
import { HELDOUT5_COURSES } from "./ai-courses-heldout5.ts";
import { HELDOUT6_COURSES } from "./ai-courses-heldout6.ts";
import { HELDOUT7_COURSES } from "./ai-courses-heldout7.ts";
import { HELDOUT8_COURSES } from "./ai-courses-heldout8.ts";
import { HELDOUT9_COURSES } from "./ai-courses-heldout9.ts";
import { HELDOUT10_COURSES } from "./ai-courses-heldout10.ts";
import { HELDOUT11_COURSES } from "./ai-courses-heldout11.ts";
import { HELDOUT12_COURSES } from "./ai-courses-heldout12.ts";
import { HELDOUT13_COURSES } from "./ai-courses-heldout13.ts";
import { HELDOUT14_COURSES } from "./ai-courses-heldout14.ts";
import { HELDOUT15_COURSES } from "./ai-courses-heldout15.ts";
import { HELDOUT16_COURSES } from "./ai-courses-heldout16.ts";
import { HELDOUT17_COURSES } from "./ai-courses-heldout17.ts";
import { HELDOUT18_COURSES } from "./ai-courses-heldout18.ts";
import { HELDOUT19_COURSES } from "./ai-courses-heldout19.ts";
import { HELDOUT20_COURSES } from "./ai-courses-heldout20.ts";
import { HELDOUT21_COURSES } from "./ai-courses-heldout21.ts";
import { HELDOUT22_COURSES } from "./ai-courses-heldout22.ts";
import { HELDOUT23_COURSES } from "./ai-courses-heldout23.ts";
import { HELDOUT24_COURSES } from "./ai-courses-heldout24.ts";
import { HELDOUT25_COURSES } from "./ai-courses-heldout25.ts";
import { HELDOUT26_COURSES } from "./ai-courses-heldout26.ts";
import { HELDOUT27_COURSES } from "./ai-courses-heldout27.ts";
import { HELDOUT28_COURSES } from "./ai-courses-heldout28.ts";
import { HELDOUT29_COURSES } from "./ai-courses-heldout29.ts";
import { HELDOUT30_COURSES } from "./ai-courses-heldout30.ts";
import { HELDOUT31_COURSES } from "./ai-courses-heldout31.ts";
import { HELDOUT32_COURSES } from "./ai-courses-heldout32.ts";
import { HELDOUT33_COURSES } from "./ai-courses-heldout33.ts";
import { HELDOUT34_COURSES } from "./ai-courses-heldout34.ts";
import { HELDOUT35_COURSES } from "./ai-courses-heldout35.ts";
import { HELDOUT36_COURSES } from "./ai-courses-heldout36.ts";
import { HELDOUT37_COURSES } from "./ai-courses-heldout37.ts";
import { HELDOUT38_COURSES } from "./ai-courses-heldout38.ts";
import { HELDOUT39_COURSES } from "./ai-courses-heldout39.ts";
import { HELDOUT40_COURSES } from "./ai-courses-heldout40.ts";
import { RECENT_SETS } from "./ai-sets-recent.ts";

export const SETS: { label: string; courses: EvalCourse[]; file: string; suggestions?: true }[] = [
  { label: "Development set (tuned on)", courses: EVAL_COURSES, file: "" },
  { label: "Held-out set (tuned on since its second judging)", courses: HELDOUT_COURSES, file: "-heldout" },
  {
    label: "Held-out-2 set (tuned on since 2026-11-26; its clean first judging: objectives 40 %, quiz 48 %)",
    courses: HELDOUT2_COURSES,
    file: "-heldout2",
  },
  {
    label:
      "Held-out-3 set (tuned on after its first judging; its clean first judging: objectives 53 %, quiz 60 %, outlines 80 %, suggestion calls without a false claim 47 %)",
    courses: HELDOUT3_COURSES,
    file: "-heldout3",
    suggestions: true,
  },
  {
    label:
      "Held-out-4 set (tuned on after its first judging; its clean first judging: objectives 45 % of written, 44 % of asked, quiz 53 %, outlines 73 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT4_COURSES,
    file: "-heldout4",
    suggestions: true,
  },
  {
    label:
      "Held-out-5 set (tuned on after its first judging; its clean first judging: objectives 55 % of written, 53 % of asked, quiz 69 %, outlines 100 %, suggestion calls without a false claim 67 %, gap recall 40 %)",
    courses: HELDOUT5_COURSES,
    file: "-heldout5",
    suggestions: true,
  },
  {
    label:
      "Held-out-6 set (tuned on after its first judging; its clean first judging: objectives 42 % of written, 40 % of asked, quiz 56 %, outlines 100 %, suggestion calls without a false claim 60 %, gap recall 80 %)",
    courses: HELDOUT6_COURSES,
    file: "-heldout6",
    suggestions: true,
  },
  {
    label:
      "Held-out-7 set (tuned on after its first judging; its clean first judging: objectives 50 % of written, 40 % of asked, quiz 61 %, outlines 67 %, suggestion calls without a false claim 67 %, gap recall 67 %)",
    courses: HELDOUT7_COURSES,
    file: "-heldout7",
    suggestions: true,
  },
  {
    label:
      "Held-out-8 set (tuned on after its first judging; its clean first judging: objectives 61 % of written, 60 % of asked, quiz 75 %, outlines 40 %, suggestion calls without a false claim 40 %, gap recall 53 %)",
    courses: HELDOUT8_COURSES,
    file: "-heldout8",
    suggestions: true,
  },
  {
    label:
      "Held-out-9 set (tuned on after its first judging; its clean first judging: objectives 59 % of written, 57 % of asked, quiz 65 %, outlines 60 %, suggestion calls without a false claim 47 %, gap recall 87 %)",
    courses: HELDOUT9_COURSES,
    file: "-heldout9",
    suggestions: true,
  },
  {
    label:
      "Held-out-10 set (tuned on after its first judging; its clean first judging: objectives 42 % of written, 29 % of asked, quiz 60 %, outlines 67 %, suggestion calls without a false claim 33 %, gap recall 87 %)",
    courses: HELDOUT10_COURSES,
    file: "-heldout10",
    suggestions: true,
  },
  {
    label:
      "Held-out-11 set (tuned on after its first judging; its clean first judging: objectives 48 % of written, 33 % of asked, quiz 56 %, outlines 33 %, suggestion calls without a false claim 40 %, gap recall 67 %)",
    courses: HELDOUT11_COURSES,
    file: "-heldout11",
    suggestions: true,
  },
  {
    label:
      "Held-out-12 set (tuned on after its first judging; its clean first judging: objectives 43 % of written, 37 % of asked, quiz 55 %, outlines 47 %, suggestion calls without a false claim 60 %, gap recall 80 %)",
    courses: HELDOUT12_COURSES,
    file: "-heldout12",
    suggestions: true,
  },
  {
    label:
      "Held-out-13 set (tuned on after its first judging; its clean first judging: objectives 50 % of written, 41 % of asked, quiz 75 %, outlines 80 %, suggestion calls without a false claim 73 %, gap recall 53 %)",
    courses: HELDOUT13_COURSES,
    file: "-heldout13",
    suggestions: true,
  },
  {
    label:
      "Held-out-14 set (tuned on after its first judging; its clean first judging: objectives 51 % of written, 39 % of asked, quiz 73 %, outlines 40 %, suggestion calls without a false claim 73 %, gap recall 20 %)",
    courses: HELDOUT14_COURSES,
    file: "-heldout14",
    suggestions: true,
  },
  {
    label:
      "Held-out-15 set (tuned on after its first judging; its clean first judging: objectives 44 % of written, 35 % of asked, quiz 59 %, outlines 60 %, suggestion calls without a false claim 60 %, gap recall 67 %)",
    courses: HELDOUT15_COURSES,
    file: "-heldout15",
    suggestions: true,
  },
  {
    label:
      "Held-out-16 set (tuned on after its first judging; its clean first judging: objectives 37 % of written, 31 % of asked, quiz 68 %, outlines 93 %, suggestion calls without a false claim 87 %, gap recall 80 %)",
    courses: HELDOUT16_COURSES,
    file: "-heldout16",
    suggestions: true,
  },
  {
    label:
      "Held-out-17 set (tuned on after its first judging; its clean first judging: objectives 50 % of written, 36 % of asked, quiz 75 %, outlines 73 %, suggestion calls without a false claim 60 %, gap recall 87 %)",
    courses: HELDOUT17_COURSES,
    file: "-heldout17",
    suggestions: true,
  },
  {
    label:
      "Held-out-18 set (tuned on after its first judging; its clean first judging: objectives 54 % of written, 52 % of asked, quiz 61 %, outlines 67 %, suggestion calls without a false claim 60 %, gap recall 73 %)",
    courses: HELDOUT18_COURSES,
    file: "-heldout18",
    suggestions: true,
  },
  {
    label:
      "Held-out-19 set (tuned on after its first judging; its clean first judging: objectives 35 % of written, 32 % of asked, quiz 63 %, outlines 73 %, suggestion calls without a false claim 60 %, gap recall 80 %)",
    courses: HELDOUT19_COURSES,
    file: "-heldout19",
    suggestions: true,
  },
  {
    label:
      "Held-out-20 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 40 % of asked, quiz 57 %, outlines 80 %, suggestion calls without a false claim 47 %, gap recall 73 %)",
    courses: HELDOUT20_COURSES,
    file: "-heldout20",
    suggestions: true,
  },
  {
    label:
      "Held-out-21 set (tuned on after its first judging; its clean first judging: objectives 41 % of written, 32 % of asked, quiz 66 %, outlines 73 %, suggestion calls without a false claim 53 %, gap recall 73 %)",
    courses: HELDOUT21_COURSES,
    file: "-heldout21",
    suggestions: true,
  },
  {
    label:
      "Held-out-22 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 37 % of asked, quiz 72 %, outlines 80 %, suggestion calls without a false claim 53 %, gap recall 93 %)",
    courses: HELDOUT22_COURSES,
    file: "-heldout22",
    suggestions: true,
  },
  {
    label:
      "Held-out-23 set (tuned on after its first judging; its clean first judging: objectives 54 % of written, 43 % of asked, quiz 69 %, outlines 87 %, suggestion calls without a false claim 73 %, gap recall 80 %)",
    courses: HELDOUT23_COURSES,
    file: "-heldout23",
    suggestions: true,
  },
  {
    label:
      "Held-out-24 set (tuned on after its first judging; its clean first judging: objectives 36 % of written, 24 % of asked, quiz 70 %, outlines 100 %, suggestion calls without a false claim 73 %, gap recall 73 %)",
    courses: HELDOUT24_COURSES,
    file: "-heldout24",
    suggestions: true,
  },
  {
    label:
      "Held-out-25 set (tuned on after its first judging; its clean first judging: objectives 48 % of written, 37 % of asked, quiz 58 %, outlines 93 %, suggestion calls without a false claim 67 %, gap recall 87 %)",
    courses: HELDOUT25_COURSES,
    file: "-heldout25",
    suggestions: true,
  },
  {
    label:
      "Held-out-26 set (tuned on after its first judging; its clean first judging: objectives 49 % of written, 32 % of asked, quiz 71 %, outlines 80 %, suggestion calls without a false claim 80 %, gap recall 93 %)",
    courses: HELDOUT26_COURSES,
    file: "-heldout26",
    suggestions: true,
  },
  {
    label:
      "Held-out-27 set (tuned on after its first judging; its clean first judging: objectives 56 % of written, 47 % of asked, quiz 75 %, outlines 73 %, suggestion calls without a false claim 40 %, gap recall 80 %)",
    courses: HELDOUT27_COURSES,
    file: "-heldout27",
    suggestions: true,
  },
  {
    label:
      "Held-out-28 set (tuned on after its first judging; its clean first judging: objectives 53 % of written, 47 % of asked, quiz 64 %, outlines 60 %, suggestion calls without a false claim 73 %, gap recall 87 %)",
    courses: HELDOUT28_COURSES,
    file: "-heldout28",
    suggestions: true,
  },
  {
    label:
      "Held-out-29 set (tuned on after its first judging; its clean first judging: objectives 56 % of written, 39 % of asked, quiz 61 %, outlines 80 %, suggestion calls without a false claim 67 %, gap recall 87 %)",
    courses: HELDOUT29_COURSES,
    file: "-heldout29",
    suggestions: true,
  },
  {
    label:
      "Held-out-30 set (tuned on after its first judging; its clean first judging: objectives 58 % of written, 41 % of asked, quiz 64 %, outlines 67 %, suggestion calls without a false claim 67 %, gap recall 100 %)",
    courses: HELDOUT30_COURSES,
    file: "-heldout30",
    suggestions: true,
  },
  {
    label:
      "Held-out-31 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 47 % of asked, quiz 53 %, outlines 80 %, suggestion calls without a false claim 87 %, gap recall 80 %)",
    courses: HELDOUT31_COURSES,
    file: "-heldout31",
    suggestions: true,
  },
  {
    label:
      "Held-out-32 set (tuned on after its first judging; its clean first judging: objectives 57 % of written, 41 % of asked, quiz 64 %, outlines 67 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT32_COURSES,
    file: "-heldout32",
    suggestions: true,
  },
  {
    label:
      "Held-out-33 set (tuned on after its first judging; its clean first judging: objectives 41 % of written, 33 % of asked, quiz 67 %, outlines 40 %, suggestion calls without a false claim 73 %, gap recall 67 %)",
    courses: HELDOUT33_COURSES,
    file: "-heldout33",
    suggestions: true,
  },
  {
    label:
      "Held-out-34 set (tuned on after its first judging; its clean first judging: objectives 49 % of written, 43 % of asked, quiz 55 %, outlines 47 %, suggestion calls without a false claim 87 %, gap recall 87 %)",
    courses: HELDOUT34_COURSES,
    file: "-heldout34",
    suggestions: true,
  },
  {
    label:
      "Held-out-35 set (tuned on after its first judging; its clean first judging: objectives 45 % of written, 35 % of asked, quiz 61 %, outlines 53 %, suggestion calls without a false claim 67 %, gap recall 47 %)",
    courses: HELDOUT35_COURSES,
    file: "-heldout35",
    suggestions: true,
  },
  {
    label:
      "Held-out-36 set (tuned on after its first judging; its clean first judging: objectives 46 % of written, 32 % of asked, quiz 52 %, outlines 73 %, suggestion calls without a false claim 93 %, gap recall 80 %)",
    courses: HELDOUT36_COURSES,
    file: "-heldout36",
    suggestions: true,
  },
  {
    label:
      "Held-out-37 set (tuned on after its first judging; its clean first judging: objectives 42 % of written, 33 % of asked, quiz 70 %, outlines 60 %, suggestion calls without a false claim 80 %, gap recall 73 %)",
    courses: HELDOUT37_COURSES,
    file: "-heldout37",
    suggestions: true,
  },
  {
    label:
      "Held-out-38 set (tuned on after its first judging; its clean first judging: objectives 44 % of written, 36 % of asked, quiz 72 %, outlines 60 %, suggestion calls without a false claim 67 %, gap recall 73 %)",
    courses: HELDOUT38_COURSES,
    file: "-heldout38",
    suggestions: true,
  },
  {
    label:
      "Held-out-39 set (tuned on after its first judging; its clean first judging: objectives 41 % of written, 31 % of asked, quiz 66 %, outlines 60 %, suggestion calls without a false claim 73 %, gap recall 100 %)",
    courses: HELDOUT39_COURSES,
    file: "-heldout39",
    suggestions: true,
  },
  {
    label:
      "Held-out-40 set (tuned on after its first judging; its clean first judging: objectives 40 % of written, 25 % of asked, quiz 63 %, outlines 53 %, suggestion calls without a false claim 73 %, gap recall 80 %)",
    courses: HELDOUT40_COURSES,
    file: "-heldout40",
    suggestions: true,
  },
  ...RECENT_SETS,
];
