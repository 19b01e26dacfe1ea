/**
 * The WCAG 2.1 AA success criteria that need a person (issue #11 "manual-check list"). Automated
 * checks (axe-core and our own) find roughly half of the problems; these criteria depend on
 * meaning, accuracy or intent that no rule can judge. Source: W3C, Web Content Accessibility
 * Guidelines (WCAG) 2.1, Recommendation 2018, and "Understanding WCAG 2.1" for each criterion.
 */
import { z } from "zod";
import { idParamSchema } from "./schema-helpers.ts";

/** One criterion an author confirms by reading the course. */
export interface ManualReviewCriterion {
  /** WCAG 2.1 success criterion number, e.g. "1.2.2". */
  criterion: string;
  /** Its name in WCAG 2.1, e.g. "Captions (Prerecorded)". */
  name: string;
  /** Level A or AA. */
  level: "A" | "AA";
  /** What to check in a course, in plain words. */
  whatToCheck: string;
}

/** The criteria, in WCAG order. */
export const MANUAL_REVIEW_CRITERIA: readonly ManualReviewCriterion[] = [
  {
    criterion: "1.1.1",
    name: "Non-text Content",
    level: "A",
    whatToCheck:
      "Each image's alt text says what the image means in the lesson (not only that an alt attribute exists); charts and diagrams are described in full nearby.",
  },
  {
    criterion: "1.2.2",
    name: "Captions (Prerecorded)",
    level: "A",
    whatToCheck:
      "Captions of every video are accurate and complete: the words spoken, who speaks, and sounds that matter; not raw automatic captions.",
  },
  {
    criterion: "1.2.5",
    name: "Audio Description (Prerecorded)",
    level: "AA",
    whatToCheck:
      "What a video shows but does not say (a demonstration, text on screen) is also described in the audio or in a described version.",
  },
  {
    criterion: "1.3.1",
    name: "Info and Relationships",
    level: "A",
    whatToCheck:
      "Headings, lists and tables are real headings, lists and tables, not bold text or spaced-out lines; the reading order makes sense.",
  },
  {
    criterion: "1.3.3",
    name: "Sensory Characteristics",
    level: "A",
    whatToCheck:
      'Instructions do not rely on shape, colour, size or position alone ("click the round button on the right", "the answers in red").',
  },
  {
    criterion: "1.4.1",
    name: "Use of Color",
    level: "A",
    whatToCheck:
      "Colour is never the only way to tell things apart: a highlighted term, a correct answer or a chart series also has a label or a pattern.",
  },
  {
    criterion: "1.4.5",
    name: "Images of Text",
    level: "AA",
    whatToCheck:
      "Text is text, not a picture of text: slides, formulas, code and tables are not screenshots (or the same text is given next to them).",
  },
  {
    criterion: "2.4.4",
    name: "Link Purpose (In Context)",
    level: "A",
    whatToCheck: "Every link says where it goes from its text or its sentence: no bare URLs, no repeated vague links.",
  },
  {
    criterion: "2.4.6",
    name: "Headings and Labels",
    level: "AA",
    whatToCheck: "Headings describe the section they open, so a learner can scan a lesson by its headings alone.",
  },
  {
    criterion: "3.1.2",
    name: "Language of Parts",
    level: "AA",
    whatToCheck:
      "Passages in another language (a Spanish dialogue, a Latin term list) are marked with their language so screen readers pronounce them.",
  },
  {
    criterion: "3.3.2",
    name: "Labels or Instructions",
    level: "A",
    whatToCheck:
      "Every activity, assignment and quiz says what to do, how to submit and what is expected before the learner starts.",
  },
];

/** The criterion numbers, for validation. */
export const MANUAL_REVIEW_CRITERION_IDS = MANUAL_REVIEW_CRITERIA.map((c) => c.criterion);

/** Route parameter of PUT /api/courses/:id/manual-review/:criterion: a criterion of the list. */
export const manualReviewParamsSchema = idParamSchema.extend({
  criterion: z.enum(MANUAL_REVIEW_CRITERION_IDS as [string, ...string[]], {
    error: () => `criterion must be one of ${MANUAL_REVIEW_CRITERION_IDS.join(", ")}`,
  }),
});

/** Body of PUT /api/courses/:id/manual-review/:criterion. */
export const manualReviewBodySchema = z.object({
  confirmed: z.boolean({ error: () => "confirmed must be true or false" }),
});
export type ManualReviewBody = z.infer<typeof manualReviewBodySchema>;

/** One criterion as the API returns it, with whether and when a person confirmed it for the course. */
export interface ManualReviewItemDto extends ManualReviewCriterion {
  confirmed: boolean;
  /** ISO 8601, null when not confirmed. */
  confirmedAt: string | null;
}

/** GET /api/courses/:id/manual-review. */
export interface ManualReviewDto {
  items: ManualReviewItemDto[];
  /** How many of the criteria a person confirmed. */
  confirmed: number;
  total: number;
}
