/**
 * The evaluation sets written since round 13 (held-out-41 onwards), kept apart from ai-sets.ts
 * only for length: same shape, same order. Each label carries the set's clean first judging once
 * it has been tuned on.
 */
import type { EvalCourse } from "./ai-courses.ts";
import { LATEST_SETS } from "./ai-sets-latest.ts";
import { HELDOUT41_COURSES } from "./ai-courses-heldout41.ts";
import { HELDOUT42_COURSES } from "./ai-courses-heldout42.ts";
import { HELDOUT43_COURSES } from "./ai-courses-heldout43.ts";
import { HELDOUT44_COURSES } from "./ai-courses-heldout44.ts";
import { HELDOUT45_COURSES } from "./ai-courses-heldout45.ts";
import { HELDOUT46_COURSES } from "./ai-courses-heldout46.ts";
import { HELDOUT47_COURSES } from "./ai-courses-heldout47.ts";
import { HELDOUT48_COURSES } from "./ai-courses-heldout48.ts";
import { HELDOUT49_COURSES } from "./ai-courses-heldout49.ts";
import { HELDOUT50_COURSES } from "./ai-courses-heldout50.ts";
import { HELDOUT51_COURSES } from "./ai-courses-heldout51.ts";
import { HELDOUT52_COURSES } from "./ai-courses-heldout52.ts";
import { HELDOUT53_COURSES } from "./ai-courses-heldout53.ts";
import { HELDOUT54_COURSES } from "./ai-courses-heldout54.ts";
import { HELDOUT55_COURSES } from "./ai-courses-heldout55.ts";
import { HELDOUT56_COURSES } from "./ai-courses-heldout56.ts";
import { HELDOUT57_COURSES } from "./ai-courses-heldout57.ts";
import { HELDOUT58_COURSES } from "./ai-courses-heldout58.ts";
import { HELDOUT59_COURSES } from "./ai-courses-heldout59.ts";
import { HELDOUT60_COURSES } from "./ai-courses-heldout60.ts";
import { HELDOUT61_COURSES } from "./ai-courses-heldout61.ts";
import { HELDOUT62_COURSES } from "./ai-courses-heldout62.ts";
import { HELDOUT63_COURSES } from "./ai-courses-heldout63.ts";
import { HELDOUT64_COURSES } from "./ai-courses-heldout64.ts";
import { HELDOUT65_COURSES } from "./ai-courses-heldout65.ts";
import { HELDOUT66_COURSES } from "./ai-courses-heldout66.ts";
import { HELDOUT67_COURSES } from "./ai-courses-heldout67.ts";
import { HELDOUT68_COURSES } from "./ai-courses-heldout68.ts";
import { HELDOUT69_COURSES } from "./ai-courses-heldout69.ts";
import { HELDOUT70_COURSES } from "./ai-courses-heldout70.ts";
import { HELDOUT71_COURSES } from "./ai-courses-heldout71.ts";
import { HELDOUT72_COURSES } from "./ai-courses-heldout72.ts";
import { HELDOUT73_COURSES } from "./ai-courses-heldout73.ts";
import { HELDOUT74_COURSES } from "./ai-courses-heldout74.ts";
import { HELDOUT75_COURSES } from "./ai-courses-heldout75.ts";
import { HELDOUT76_COURSES } from "./ai-courses-heldout76.ts";
import { HELDOUT77_COURSES } from "./ai-courses-heldout77.ts";
import { HELDOUT78_COURSES } from "./ai-courses-heldout78.ts";
import { HELDOUT79_COURSES } from "./ai-courses-heldout79.ts";
import { HELDOUT80_COURSES } from "./ai-courses-heldout80.ts";
import { HELDOUT81_COURSES } from "./ai-courses-heldout81.ts";
import { HELDOUT82_COURSES } from "./ai-courses-heldout82.ts";
import { HELDOUT83_COURSES } from "./ai-courses-heldout83.ts";
import { HELDOUT84_COURSES } from "./ai-courses-heldout84.ts";

export const RECENT_SETS: { label: string; courses: EvalCourse[]; file: string; suggestions?: true }[] = [
  {
    label:
      "Held-out-41 set (tuned on after its first judging; its clean first judging: objectives 32 % of written, 23 % of asked, quiz 57 %, outlines 60 %, suggestion calls without a false claim 87 %, gap recall 87 %)",
    courses: HELDOUT41_COURSES,
    file: "-heldout41",
    suggestions: true,
  },
  {
    label:
      "Held-out-42 set (tuned on after its first judging; its clean first judging: objectives 31 % of written, 24 % of asked, quiz 56 %, outlines 80 %, suggestion calls without a false claim 73 %, gap recall 87 %)",
    courses: HELDOUT42_COURSES,
    file: "-heldout42",
    suggestions: true,
  },
  {
    label:
      "Held-out-43 set (tuned on after its first judging; its clean first judging: objectives 38 % of written, 24 % of asked, quiz 68 %, outlines 53 %, suggestion calls without a false claim 73 %, gap recall 87 %)",
    courses: HELDOUT43_COURSES,
    file: "-heldout43",
    suggestions: true,
  },
  {
    label:
      "Held-out-44 set (tuned on after its first judging; its clean first judging: objectives 51 % of written, 41 % of asked, quiz 68 %, outlines 73 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT44_COURSES,
    file: "-heldout44",
    suggestions: true,
  },
  {
    label:
      "Held-out-45 set (tuned on after its first judging; its clean first judging: objectives 42 % of written, 29 % of asked, quiz 68 %, outlines 80 %, suggestion calls without a false claim 80 %, gap recall 80 %)",
    courses: HELDOUT45_COURSES,
    file: "-heldout45",
    suggestions: true,
  },
  {
    label:
      "Held-out-46 set (tuned on after its first judging; its clean first judging: objectives 29 % of written, 19 % of asked, quiz 55 %, outlines 67 %, suggestion calls without a false claim 73 %, gap recall 100 %)",
    courses: HELDOUT46_COURSES,
    file: "-heldout46",
    suggestions: true,
  },
  {
    label:
      "Held-out-47 set (tuned on after its first judging; its clean first judging: objectives 37 % of written, 29 % of asked, quiz 64 %, outlines 67 %, suggestion calls without a false claim 73 %, gap recall 87 %)",
    courses: HELDOUT47_COURSES,
    file: "-heldout47",
    suggestions: true,
  },
  {
    label:
      "Held-out-48 set (tuned on after its first judging; its clean first judging: objectives 26 % of written, 21 % of asked, quiz 68 %, outlines 53 %, suggestion calls without a false claim 80 %, gap recall 73 %)",
    courses: HELDOUT48_COURSES,
    file: "-heldout48",
    suggestions: true,
  },
  {
    label:
      "Held-out-49 set (tuned on after its first judging; its clean first judging: objectives 33 % of written, 27 % of asked, quiz 58 %, outlines 53 %, suggestion calls without a false claim 73 %, gap recall 87 %)",
    courses: HELDOUT49_COURSES,
    file: "-heldout49",
    suggestions: true,
  },
  {
    label:
      "Held-out-50 set (tuned on after its first judging; its clean first judging: objectives 50 % of written, 40 % of asked, quiz 68 %, outlines 87 %, suggestion calls without a false claim 93 %, gap recall 73 %)",
    courses: HELDOUT50_COURSES,
    file: "-heldout50",
    suggestions: true,
  },
  {
    label:
      "Held-out-51 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 44 % of asked, quiz 64 %, outlines 53 %, suggestion calls without a false claim 73 %, gap recall 80 %)",
    courses: HELDOUT51_COURSES,
    file: "-heldout51",
    suggestions: true,
  },
  {
    label:
      "Held-out-52 set (tuned on after its first judging; its clean first judging: objectives 45 % of written, 36 % of asked, quiz 75 %, outlines 73 %, suggestion calls without a false claim 67 %, gap recall 87 %)",
    courses: HELDOUT52_COURSES,
    file: "-heldout52",
    suggestions: true,
  },
  {
    label:
      "Held-out-53 set (tuned on after its first judging; its clean first judging: objectives 47 % of written, 36 % of asked, quiz 83 %, outlines 47 %, suggestion calls without a false claim 73 %, gap recall 47 %)",
    courses: HELDOUT53_COURSES,
    file: "-heldout53",
    suggestions: true,
  },
  {
    label:
      "Held-out-54 set (tuned on after its first judging; its clean first judging: objectives 37 % of written, 27 % of asked, quiz 63 %, outlines 73 %, suggestion calls without a false claim 53 %, gap recall 73 %)",
    courses: HELDOUT54_COURSES,
    file: "-heldout54",
    suggestions: true,
  },
  {
    label:
      "Held-out-55 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 40 % of asked, quiz 67 %, outlines 87 %, suggestion calls without a false claim 60 %, gap recall 80 %)",
    courses: HELDOUT55_COURSES,
    file: "-heldout55",
    suggestions: true,
  },
  {
    label:
      "Held-out-56 set (tuned on after its first judging; its clean first judging: objectives 42 % of written, 33 % of asked, quiz 55 %, outlines 87 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT56_COURSES,
    file: "-heldout56",
    suggestions: true,
  },
  {
    label:
      "Held-out-57 set (tuned on after its first judging; its clean first judging: objectives 48 % of written, 32 % of asked, quiz 79 %, outlines 53 %, suggestion calls without a false claim 53 %, gap recall 73 %)",
    courses: HELDOUT57_COURSES,
    file: "-heldout57",
    suggestions: true,
  },
  {
    label:
      "Held-out-58 set (tuned on after its first judging; its clean first judging: objectives 38 % of written, 32 % of asked, quiz 75 %, outlines 53 %, suggestion calls without a false claim 67 %, gap recall 60 %)",
    courses: HELDOUT58_COURSES,
    file: "-heldout58",
    suggestions: true,
  },
  {
    label:
      "Held-out-59 set (tuned on after its first judging; its clean first judging: objectives 44 % of written, 32 % of asked, quiz 68 %, outlines 80 %, suggestion calls without a false claim 60 %, gap recall 80 %)",
    courses: HELDOUT59_COURSES,
    file: "-heldout59",
    suggestions: true,
  },
  {
    label:
      "Held-out-60 set (tuned on after its first judging; its clean first judging: objectives 41 % of written, 29 % of asked, quiz 75 %, outlines 87 %, suggestion calls without a false claim 93 %, gap recall 73 %)",
    courses: HELDOUT60_COURSES,
    file: "-heldout60",
    suggestions: true,
  },
  {
    label:
      "Held-out-61 set (tuned on after its first judging; its clean first judging: objectives 57 % of written, 52 % of asked, quiz 59 %, outlines 73 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT61_COURSES,
    file: "-heldout61",
    suggestions: true,
  },
  {
    label:
      "Held-out-62 set (tuned on after its first judging; its clean first judging: objectives 57 % of written, 52 % of asked, quiz 68 %, outlines 20 %, suggestion calls without a false claim 53 %, gap recall 53 %)",
    courses: HELDOUT62_COURSES,
    file: "-heldout62",
    suggestions: true,
  },
  {
    label:
      "Held-out-63 set (tuned on after its first judging; its clean first judging: objectives 56 % of written, 51 % of asked, quiz 62 %, outlines 27 %, suggestion calls without a false claim 73 %, gap recall 80 %)",
    courses: HELDOUT63_COURSES,
    file: "-heldout63",
    suggestions: true,
  },
  {
    label:
      "Held-out-64 set (tuned on after its first judging; its clean first judging: objectives 56 % of written, 52 % of asked, quiz 65 %, outlines 73 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT64_COURSES,
    file: "-heldout64",
    suggestions: true,
  },
  {
    label:
      "Held-out-65 set (tuned on after its first judging; its clean first judging: objectives 51 % of written, 47 % of asked, quiz 69 %, outlines 60 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT65_COURSES,
    file: "-heldout65",
    suggestions: true,
  },
  {
    label:
      "Held-out-66 set (tuned on after its first judging; its clean first judging: objectives 62 % of written, 51 % of asked, quiz 48 %, outlines 67 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT66_COURSES,
    file: "-heldout66",
    suggestions: true,
  },
  {
    label:
      "Held-out-67 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 48 % of asked, quiz 64 %, outlines 73 %, suggestion calls without a false claim 87 %, gap recall 87 %)",
    courses: HELDOUT67_COURSES,
    file: "-heldout67",
    suggestions: true,
  },
  {
    label:
      "Held-out-68 set (tuned on after its first judging; its clean first judging: objectives 54 % of written, 51 % of asked, quiz 64 %, outlines 60 %, suggestion calls without a false claim 47 %, gap recall 67 %)",
    courses: HELDOUT68_COURSES,
    file: "-heldout68",
    suggestions: true,
  },
  {
    label:
      "Held-out-69 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 55 % of asked, quiz 76 %, outlines 73 %, suggestion calls without a false claim 80 %, gap recall 93 %)",
    courses: HELDOUT69_COURSES,
    file: "-heldout69",
    suggestions: true,
  },
  {
    label:
      "Held-out-70 set (tuned on after its first judging; its clean first judging: objectives 55 % of written, 49 % of asked, quiz 65 %, outlines 40 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT70_COURSES,
    file: "-heldout70",
    suggestions: true,
  },
  {
    label:
      "Held-out-71 set (tuned on after its first judging; its clean first judging: objectives 54 % of written, 51 % of asked, quiz 72 %, outlines 87 %, suggestion calls without a false claim 60 %, gap recall 80 %)",
    courses: HELDOUT71_COURSES,
    file: "-heldout71",
    suggestions: true,
  },
  {
    label:
      "Held-out-72 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 55 % of asked, quiz 67 %, outlines 60 %, suggestion calls without a false claim 60 %, gap recall 73 %)",
    courses: HELDOUT72_COURSES,
    file: "-heldout72",
    suggestions: true,
  },
  {
    label:
      "Held-out-73 set (tuned on after its first judging; its clean first judging: objectives 61 % of written, 52 % of asked, quiz 67 %, outlines 60 %, suggestion calls without a false claim 73 %, gap recall 73 %)",
    courses: HELDOUT73_COURSES,
    file: "-heldout73",
    suggestions: true,
  },
  {
    label:
      "Held-out-74 set (tuned on after its first judging; its clean first judging: objectives 48 % of written, 45 % of asked, quiz 68 %, outlines 33 %, suggestion calls without a false claim 80 %, gap recall 93 %)",
    courses: HELDOUT74_COURSES,
    file: "-heldout74",
    suggestions: true,
  },
  {
    label:
      "Held-out-75 set (tuned on after its first judging; its clean first judging: objectives 59 % of written, 49 % of asked, quiz 53 %, outlines 67 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT75_COURSES,
    file: "-heldout75",
    suggestions: true,
  },
  {
    label:
      "Held-out-76 set (tuned on after its first judging; its clean first judging: objectives 60 % of written, 55 % of asked, quiz 66 %, outlines 47 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT76_COURSES,
    file: "-heldout76",
    suggestions: true,
  },
  {
    label:
      "Held-out-77 set (tuned on after its first judging; its clean first judging: objectives 49 % of written, 41 % of asked, quiz 72 %, outlines 47 %, suggestion calls without a false claim 67 %, gap recall 80 %)",
    courses: HELDOUT77_COURSES,
    file: "-heldout77",
    suggestions: true,
  },
  {
    label:
      "Held-out-78 set (tuned on after its first judging; its clean first judging: objectives 56 % of written, 49 % of asked, quiz 75 %, outlines 80 %, suggestion calls without a false claim 33 %, gap recall 87 %)",
    courses: HELDOUT78_COURSES,
    file: "-heldout78",
    suggestions: true,
  },
  {
    label:
      "Held-out-79 set (tuned on after its first judging; its clean first judging: objectives 57 % of written, 53 % of asked, quiz 63 %, outlines 73 %, suggestion calls without a false claim 67 %, gap recall 73 %)",
    courses: HELDOUT79_COURSES,
    file: "-heldout79",
    suggestions: true,
  },
  {
    label:
      "Held-out-80 set (tuned on after its first judging; its clean first judging: objectives 58 % of written, 48 % of asked, quiz 69 %, outlines 73 %, suggestion calls without a false claim 73 %, gap recall 80 %)",
    courses: HELDOUT80_COURSES,
    file: "-heldout80",
    suggestions: true,
  },
  {
    label:
      "Held-out-81 set (tuned on after its first judging; its clean first judging: objectives 62 % of written, 53 % of asked, quiz 52 %, outlines 67 %, suggestion calls without a false claim 80 %, gap recall 87 %)",
    courses: HELDOUT81_COURSES,
    file: "-heldout81",
    suggestions: true,
  },
  {
    label:
      "Held-out-82 set (tuned on after its first judging; its clean first judging: objectives 52 % of written, 47 % of asked, quiz 63 %, outlines 80 %, suggestion calls without a false claim 73 %, gap recall 80 %)",
    courses: HELDOUT82_COURSES,
    file: "-heldout82",
    suggestions: true,
  },
  {
    label:
      "Held-out-83 set (tuned on after its first judging; its clean first judging: objectives 54 % of written, 49 % of asked, quiz 64 %, outlines 60 %, suggestion calls without a false claim 40 %, gap recall 73 %)",
    courses: HELDOUT83_COURSES,
    file: "-heldout83",
    suggestions: true,
  },
  {
    label:
      "Held-out-84 set (tuned on after its first judging; its clean first judging: objectives 55 % of written, 49 % of asked, quiz 56 %, outlines 67 %, suggestion calls without a false claim 93 %, gap recall 73 %)",
    courses: HELDOUT84_COURSES,
    file: "-heldout84",
    suggestions: true,
  },
  ...LATEST_SETS,
];
