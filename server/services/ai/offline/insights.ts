/**
 * Offline pedagogical insights: recommendations from the course's shape (level, weeks, modules,
 * assessments) and, when the snapshot is given, from its objectives and lessons. Sources:
 * retrieval practice (Roediger & Karpicke 2006), worked examples and cognitive load (Sweller
 * 1988), constructive alignment (Biggs 1996), Bloom's revised taxonomy (Anderson & Krathwohl
 * 2001), multimedia learning (Mayer 2009). Pure.
 */
import { count } from "../../../../common/plural.ts";
import { BLOOM_LEVELS } from "../../../../common/course-snapshot.ts";
import { detectBloomLevel } from "../../course-editor/bloom-level.ts";
import type { PedagogicalInsightsInput } from "../provider.ts";
import type { PedagogicalInsight, Priority } from "../schemas.ts";
import { MAX_MODULES_PER_WEEK } from "./course-gaps.ts";
import { durationInWeeks } from "./text.ts";

const IMPACT_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

const LEVEL_ADVICE: Record<PedagogicalInsightsInput["level"], string> = {
  beginner:
    "For a beginner course, open each module with a worked example before asking students to solve problems alone; fading the guidance step by step reduces cognitive load (Sweller).",
  intermediate:
    "For an intermediate course, anchor each module in a short case or problem from practice so students apply and compare ideas rather than only recall them.",
  advanced:
    "For an advanced course, build toward an authentic project with peer critique, so students evaluate and create rather than reproduce content.",
};

/** Insights, highest impact first; at least one (the level advice). */
export function offlineInsights(input: PedagogicalInsightsInput): PedagogicalInsight[] {
  const insights: PedagogicalInsight[] = [];
  const weeks = durationInWeeks(input.duration);

  if (input.moduleCount === 0) {
    insights.push({
      recommendation: `"${input.title}" has no modules yet. Plan about one module per week, each with an overview, two or three lessons and a short check of understanding.`,
      impact: "high",
    });
  } else if (weeks) {
    const perWeek = input.moduleCount / weeks;
    if (perWeek > MAX_MODULES_PER_WEEK) {
      insights.push({
        recommendation: `${input.moduleCount} modules in ${weeks} week(s) is ${perWeek.toFixed(1)} modules a week. Spread the content or merge modules so students have time to practise between new topics.`,
        impact: "high",
      });
    } else if (weeks >= 4 && perWeek < 0.5) {
      insights.push({
        recommendation: `${count(input.moduleCount, "module")} for ${weeks} weeks means long stretches without a new milestone. Split large modules so students see progress at least every two weeks.`,
        impact: "medium",
      });
    }
  }

  if (!input.hasAssessments) {
    insights.push({
      recommendation:
        "Add low-stakes quizzes at the end of each module: retrieval practice improves long-term retention more than re-reading (Roediger & Karpicke 2006) and shows you where students struggle.",
      impact: "high",
    });
  }

  const course = input.course;
  if (course) {
    if (course.objectives.length === 0) {
      insights.push({
        recommendation:
          "Write measurable learning objectives first, then align each lesson and question with one of them (constructive alignment, Biggs 1996).",
        impact: "high",
      });
    } else {
      const levels = course.objectives.map((o) => detectBloomLevel(o.text)).filter((l) => l !== null);
      const highest = Math.max(-1, ...levels.map((l) => BLOOM_LEVELS.indexOf(l)));
      if (input.level === "advanced" && levels.length > 0 && highest < BLOOM_LEVELS.indexOf("analyze")) {
        insights.push({
          recommendation:
            "All objectives of this advanced course stay at remember/understand/apply. Add objectives that ask students to analyze, evaluate or create (Anderson & Krathwohl 2001).",
          impact: "high",
        });
      }
      if (input.level === "beginner" && levels.length > 0 && levels.every((l) => BLOOM_LEVELS.indexOf(l) >= 4)) {
        insights.push({
          recommendation:
            "This beginner course only has evaluate/create objectives. Add foundational objectives (identify, explain, apply) so students can build up to them.",
          impact: "medium",
        });
      }
      const measured = new Set(course.assessments.flatMap((a) => a.questions.flatMap((q) => q.objectiveIds)));
      const unaligned = course.objectives.filter((o) => !measured.has(o.id)).length;
      if (input.hasAssessments && unaligned > 0) {
        insights.push({
          recommendation: `${count(unaligned, "objective")} ${unaligned === 1 ? "is" : "are"} not measured by any question. Tag each question with the objective it measures and fill the gaps (constructive alignment, Biggs 1996).`,
          impact: "medium",
        });
      }
    }
    const lessons = course.modules.flatMap((m) => m.lessons);
    const types = new Set(lessons.map((l) => l.type));
    if (lessons.length >= 3 && !types.has("video")) {
      insights.push({
        recommendation:
          "All lessons are text or assessment. A short narrated video or diagram per module (with captions) helps students who learn better from words and pictures together (Mayer 2009).",
        impact: "low",
      });
    }
  }

  insights.push({ recommendation: LEVEL_ADVICE[input.level] ?? LEVEL_ADVICE.beginner, impact: "medium" });
  return insights
    .map((insight, index) => ({ insight, index }))
    .sort((a, b) => IMPACT_ORDER[a.insight.impact] - IMPACT_ORDER[b.insight.impact] || a.index - b.index)
    .map(({ insight }) => insight);
}
