/**
 * Measurable action verbs per Bloom level (revised taxonomy, Anderson & Krathwohl 2001), the
 * verbs each course level draws its objectives from, and a sentence template per verb so the
 * objective reads naturally. "Understand", "know", "learn" and "appreciate" are deliberately
 * absent: they cannot be observed or measured.
 */
import type { BloomLevel } from "../../../../common/course-snapshot.ts";
import type { CourseLevel } from "../provider.ts";

/** Verbs never used as an objective's verb (not measurable). */
export const BANNED_OBJECTIVE_VERBS = ["understand", "know", "learn", "appreciate", "be aware of", "be familiar with"];

/** The Bloom level of each verb we generate with. */
export const VERB_BLOOM_LEVEL: Record<string, BloomLevel> = {
  identify: "remember",
  define: "remember",
  describe: "understand",
  explain: "understand",
  summarize: "understand",
  classify: "understand",
  illustrate: "understand",
  apply: "apply",
  demonstrate: "apply",
  use: "apply",
  implement: "apply",
  solve: "apply",
  calculate: "apply",
  compare: "analyze",
  analyze: "analyze",
  differentiate: "analyze",
  examine: "analyze",
  distinguish: "analyze",
  critique: "evaluate",
  evaluate: "evaluate",
  justify: "evaluate",
  assess: "evaluate",
  design: "create",
  construct: "create",
  formulate: "create",
  propose: "create",
  develop: "create",
};

/**
 * Verbs per course level, in the order they are used: beginner courses stay at remember /
 * understand / apply, intermediate at apply / analyze, advanced at analyze / evaluate / create.
 */
export const LEVEL_VERBS: Record<CourseLevel, readonly string[]> = {
  beginner: [
    "identify",
    "describe",
    "explain",
    "apply",
    "summarize",
    "demonstrate",
    "classify",
    "illustrate",
    "define",
    "use",
  ],
  intermediate: ["apply", "compare", "analyze", "implement", "differentiate", "examine", "solve", "distinguish", "use"],
  advanced: [
    "analyze",
    "evaluate",
    "design",
    "critique",
    "justify",
    "construct",
    "formulate",
    "assess",
    "propose",
    "develop",
    "distinguish",
  ],
};

/**
 * Objective templates: {c} a concept, {d} a second concept, {x} the course context; concepts
 * arrive with their article ("the cell cycle", "organelles", "Baroque"). Each avoids claiming
 * facts about the concepts (relations are left for the learner to establish) and needs no
 * agreement with the concept's number.
 */
export const VERB_TEMPLATES: Record<string, string> = {
  identify: "identify the defining features of {c} in {x}",
  define: "define {c} and {d} using the terminology of {x}",
  describe: "describe the connection between {c} and {d}",
  explain: "explain the role of {c} in {x}",
  summarize: "summarize the main principles of {c}",
  classify: "classify examples of {c} from {x}",
  illustrate: "illustrate {c} with an example drawn from {x}",
  apply: "apply {c} to solve a problem in {x}",
  demonstrate: "demonstrate {c} in a worked example",
  use: "use {c} to interpret a case from {x}",
  implement: "implement {c} in a realistic task",
  solve: "solve problems that involve {c} and {d}",
  calculate: "calculate quantities that involve {c}",
  compare: "compare {c} with {d}",
  analyze: "analyze the relationship between {c} and {d}",
  differentiate: "differentiate between {c} and {d}",
  examine: "examine {c} in the context of {x}",
  distinguish: "distinguish {c} from {d} in practical cases",
  critique: "critique current approaches to {c} in {x}",
  evaluate: "evaluate the effectiveness of {c} against explicit criteria",
  justify: "justify decisions about {c} with evidence from {x}",
  assess: "assess the strengths and limitations of {c}",
  design: "design a project that applies {c}",
  construct: "construct a reasoned argument about {c} and {d}",
  formulate: "formulate a plan that uses {c} to address a problem in {x}",
  propose: "propose improvements to the use of {c} in {x}",
  develop: "develop an original piece of work that integrates {c} and {d}",
};

/**
 * Verbs whose object must be something a learner can carry out (a method, process, technique,
 * model or calculation): "apply the Bayes theorem", not "apply the drug" or "implement the bank".
 */
export const PROCEDURE_VERBS: ReadonlySet<string> = new Set([
  "apply",
  "implement",
  "use",
  "demonstrate",
  "calculate",
  "solve",
  "formulate",
  "design",
]);
