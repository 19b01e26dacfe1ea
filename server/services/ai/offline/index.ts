/**
 * The offline AI engine: deterministic, no network, built from the course's own text with
 * wink-nlp. The default provider, and the fallback when a configured LLM fails.
 */
import type { AiProvider } from "../provider.ts";
import type { ProviderInfo } from "../schemas.ts";
import { offlineActivities } from "./activities.ts";
import { findCourseGaps } from "./course-gaps.ts";
import { offlineInsights } from "./insights.ts";
import { objectivesAsked, offlineObjectives } from "./objectives.ts";
import { offlineOutline } from "./outline.ts";
import { offlineQuiz } from "./quiz.ts";

/** Most suggestions returned at once (the side panel shows the top 3, SPEC §9). */
export const MAX_SUGGESTIONS = 10;

const OFFLINE: ProviderInfo = { name: "offline" };

/**
 * Creates the offline engine. Every method resolves (never rejects on course content) with
 * `provider: { name: "offline" }`. The wink-nlp model loads on the first call (~150 ms).
 */
export function createOfflineProvider(): AiProvider {
  return {
    async generateObjectives(input) {
      const objectives = offlineObjectives(input);
      const asked = objectivesAsked(input.count);
      const notice =
        objectives.length < asked
          ? `Only ${objectives.length} of ${asked} learning objectives could be written from this course's text: ` +
            "each one restates a module's description or names a topic, a formula, a contrast or a cause the course " +
            "description or the lessons state. Describe each module in a line, or add lesson content, to get more."
          : undefined;
      return { objectives, provider: { ...OFFLINE }, ...(notice && { notice }) };
    },
    async contentSuggestions({ course, outlineOnly }) {
      const suggestions = findCourseGaps(course, { outlineOnly }).slice(0, MAX_SUGGESTIONS);
      if (suggestions.length === 0) {
        suggestions.push({
          title: "Run a quality review before publishing",
          description:
            "No structural gaps were found. Run the quality analysis and check accessibility before you publish.",
          priority: "low",
          action: { kind: "run-quality-check" },
        });
      }
      return { suggestions, provider: { ...OFFLINE } };
    },
    async pedagogicalInsights(input) {
      return { insights: offlineInsights(input), provider: { ...OFFLINE } };
    },
    async generateQuiz(input) {
      return { ...offlineQuiz(input), provider: { ...OFFLINE } };
    },
    async activityIdeas(input) {
      return { activities: offlineActivities(input), provider: { ...OFFLINE } };
    },
    async courseOutline(input) {
      return { ...offlineOutline(input), provider: { ...OFFLINE } };
    },
  };
}
