/**
 * Accessibility rules: the WCAG 2.1 AA report of the lesson content (built by
 * server/services/accessibility, passed in through the rule context) turned into rubric rules.
 * QM General Standard 8 "Accessibility and Usability" (8.3 text, 8.4 images, 8.5 video and audio).
 */
import { count } from "../../../../common/plural.ts";
import type { Impact } from "../../accessibility/types.ts";
import type { QualityRule } from "../types.ts";
import { MAX_EVIDENCE } from "./helpers.ts";

/** Lesson-content score (0-100) from which the WCAG rule passes. */
export const MIN_ACCESSIBILITY_SCORE = 90;

/**
 * Lesson content meets WCAG 2.1 AA as far as automated checks can tell: credit = the report's
 * overallScore / 100 (impact-weighted, see accessibilityScore), passing from 90. A course without
 * lesson content scores 0. Source: WCAG 2.1 AA; QM 8.3-8.5.
 */
export const wcagContentRule: QualityRule = {
  id: "accessibility.wcag-content",
  dimension: "accessibility",
  title: "Lesson content meets WCAG 2.1 AA",
  weight: 3,
  standard: "WCAG 2.1 AA; QM 8.3-8.5",
  check(_course, { accessibility }) {
    const { overallScore, summary, issues } = accessibility;
    const fix =
      "Fix the accessibility issues listed for each lesson: alt text, captions, headings, link text, contrast and table headers.";
    if (summary.lessonsChecked === 0) {
      return { passed: false, score: 0, evidence: [{ message: "No lesson has content to check." }], fix };
    }
    const passed = overallScore >= MIN_ACCESSIBILITY_SCORE;
    return {
      passed,
      score: overallScore / 100,
      evidence: [
        {
          message: `Accessibility score ${overallScore}/100 over ${count(summary.lessonsChecked, "lesson")}: ${summary.critical} critical, ${summary.serious} serious, ${summary.moderate} moderate, ${summary.minor} minor ${summary.minor === 1 ? "issue" : "issues"}.`,
        },
        ...(passed ? [] : issues.slice(0, MAX_EVIDENCE - 1).map(issueEvidence)),
      ],
      fix,
    };
  },
};

const BLOCKING: readonly Impact[] = ["critical", "serious"];

/**
 * No critical or serious accessibility issue (missing alt text, missing captions, empty links,
 * low contrast, tables without headers): these block some learners entirely. Source: WCAG 2.1 AA
 * conformance; QM 8.3-8.5.
 */
export const noBlockingIssuesRule: QualityRule = {
  id: "accessibility.no-blocking-issues",
  dimension: "accessibility",
  title: "No critical or serious accessibility issues",
  weight: 2,
  standard: "WCAG 2.1 AA; QM 8.3-8.5",
  check(_course, { accessibility }) {
    const fix =
      "Fix every critical and serious accessibility issue first: add alt text and captions, name every link, give tables headers, raise text contrast to 4.5:1.";
    if (accessibility.summary.lessonsChecked === 0) {
      return { passed: false, score: 0, evidence: [{ message: "No lesson has content to check." }], fix };
    }
    const blocking = accessibility.issues.filter((i) => BLOCKING.includes(i.impact));
    return {
      passed: blocking.length === 0,
      score: blocking.length === 0 ? 1 : 0,
      evidence:
        blocking.length === 0
          ? [{ message: "No critical or serious issues." }]
          : blocking.slice(0, MAX_EVIDENCE).map(issueEvidence),
      fix,
    };
  },
};

function issueEvidence(issue: {
  wcagCriterion: string;
  impact: Impact;
  lessonTitle: string;
  help: string;
  lessonId: number;
  moduleId: number | null;
}) {
  return {
    message: `WCAG ${issue.wcagCriterion} (${issue.impact}) in "${issue.lessonTitle}": ${issue.help}`,
    lessonId: issue.lessonId,
    ...(issue.moduleId !== null ? { moduleId: issue.moduleId } : {}),
  };
}

/** Accessibility rules, in display order. */
export const accessibilityRules: readonly QualityRule[] = [wcagContentRule, noBlockingIssuesRule];
