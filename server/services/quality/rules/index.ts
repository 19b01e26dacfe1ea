/** Every quality rule, by dimension (DESIGN.md §3). Add a rule by exporting it from its dimension's file and listing it there. */
import type { QualityRule } from "../types.ts";
import { accessibilityRules } from "./accessibility.ts";
import { assessmentRules } from "./assessment.ts";
import { contentRules } from "./content.ts";
import { engagementRules } from "./engagement.ts";
import { objectiveRules } from "./objectives.ts";
import { pedagogyRules } from "./pedagogy.ts";
import { structureRules } from "./structure.ts";

/** All rules, in dimension order (SPEC §2: Structure, Objectives, Assessment, Engagement, Accessibility, Pedagogy). */
export const ALL_RULES: readonly QualityRule[] = [
  ...structureRules,
  ...contentRules,
  ...objectiveRules,
  ...assessmentRules,
  ...engagementRules,
  ...accessibilityRules,
  ...pedagogyRules,
];

export {
  accessibilityRules,
  assessmentRules,
  contentRules,
  engagementRules,
  objectiveRules,
  pedagogyRules,
  structureRules,
};
