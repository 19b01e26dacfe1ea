/**
 * Offline activity ideas: classic active-learning formats (concept map, think-pair-share,
 * problem set, case study, jigsaw, peer review, debate, design challenge; after Bonwell & Eison
 * 1991, Angelo & Cross 1993 for classroom assessment techniques) filled with the module's own
 * key concepts and ordered to suit the course level. Pure.
 */
import type { BloomLevel, CourseSnapshot } from "../../../../common/course-snapshot.ts";
import type { ActivityIdeasInput, CourseLevel } from "../provider.ts";
import type { ActivityIdea } from "../schemas.ts";
import { analyzeText, distinctConcepts } from "./nlp.ts";
import { courseContext, subjectConcepts } from "./objectives.ts";
import { capitalize, htmlToText } from "./text.ts";

interface ActivityTemplate {
  title: string;
  /** {a} {b} {c}: concepts; {x}: course context. */
  description: string;
  durationMinutes: number;
  bloomLevel: BloomLevel;
}

const TEMPLATES: Record<string, ActivityTemplate> = {
  conceptMap: {
    title: "Concept map: {A}",
    description:
      "Students build a concept map linking {a}, {b} and {c}, label every link with a verb phrase, then compare maps in pairs and resolve differences.",
    durationMinutes: 30,
    bloomLevel: "understand",
  },
  thinkPairShare: {
    title: "Think-pair-share on {a}",
    description:
      "Pose an open question about {a}. Students think alone for two minutes, discuss with a partner, then pairs share one point with the class.",
    durationMinutes: 15,
    bloomLevel: "understand",
  },
  problemSet: {
    title: "Problem set: {A} and {b}",
    description:
      "A short set of graded-difficulty problems in which students apply {a} and {b} to new situations from {x}; worked solutions are released afterwards.",
    durationMinutes: 45,
    bloomLevel: "apply",
  },
  muddiestPoint: {
    title: "Muddiest point: {a}",
    description:
      "At the end of the session students write down the least clear point about {a}; the next session opens by addressing the most common ones.",
    durationMinutes: 10,
    bloomLevel: "understand",
  },
  caseStudy: {
    title: "Case study: {A} in practice",
    description:
      "Small groups analyze a realistic case from {x}, identify where {a} and {b} come into play, and present their reasoning with evidence from the lessons.",
    durationMinutes: 60,
    bloomLevel: "analyze",
  },
  jigsaw: {
    title: "Jigsaw: {a}, {b} and {c}",
    description:
      "Expert groups each study one of {a}, {b} or {c}, then regroup so that every new group has one expert per concept who teaches it to the others.",
    durationMinutes: 40,
    bloomLevel: "analyze",
  },
  peerReview: {
    title: "Peer review: explaining {a}",
    description:
      "Students draft a short written explanation of {a} for a non-specialist, then review a peer's draft against a rubric on accuracy, clarity and use of evidence.",
    durationMinutes: 45,
    bloomLevel: "evaluate",
  },
  debate: {
    title: "Structured debate on {a}",
    description:
      "Teams argue for and against a position on {a} in {x}, using evidence from the module; the class then votes and justifies which arguments were strongest.",
    durationMinutes: 50,
    bloomLevel: "evaluate",
  },
  designChallenge: {
    title: "Design challenge: {A} and {b}",
    description:
      "Students design a small project or artifact that uses {a} and {b}, present it to peers and justify their design choices.",
    durationMinutes: 90,
    bloomLevel: "create",
  },
};

const ORDER_BY_LEVEL: Record<CourseLevel, (keyof typeof TEMPLATES)[]> = {
  beginner: ["conceptMap", "thinkPairShare", "problemSet", "muddiestPoint", "jigsaw", "caseStudy", "peerReview"],
  intermediate: ["caseStudy", "problemSet", "jigsaw", "thinkPairShare", "peerReview", "conceptMap", "debate"],
  advanced: ["peerReview", "debate", "designChallenge", "caseStudy", "jigsaw", "problemSet"],
};

/** Activity ideas for one module (`moduleId`) or the whole course; default 3, at most 8. */
export function offlineActivities(input: ActivityIdeasInput): ActivityIdea[] {
  const { course } = input;
  const count = Math.min(8, Math.max(1, Math.round(input.count ?? 3)));
  const modules = input.moduleId === undefined ? course.modules : course.modules.filter((m) => m.id === input.moduleId);
  const analysis = analyzeText(textParts(course, modules));
  const context = courseContext(analysis, course.title);
  const concepts = distinctConcepts(subjectConcepts(analysis.concepts, context.words), 12).map((c) => c.surface);
  if (concepts.length === 0) concepts.push(context.phrase);
  const order = ORDER_BY_LEVEL[course.level] ?? ORDER_BY_LEVEL.beginner;
  // A template naming three concepts reads badly when the text has fewer.
  const fits = (t: ActivityTemplate) =>
    ["{b}", "{c}"].filter((p) => (t.title + t.description).includes(p)).length < concepts.length;
  const usable = order.filter((name) => fits(TEMPLATES[name]!));
  return usable.slice(0, count).map((name, i) => {
    const template = TEMPLATES[name]!;
    const pick = (k: number) => concepts[(i + k) % concepts.length]!;
    const fill = (text: string) =>
      text
        .replace("{A}", capitalize(pick(0)))
        .replace(/\{a\}/g, pick(0))
        .replace(/\{b\}/g, pick(1))
        .replace(/\{c\}/g, pick(2))
        .replace(/\{x\}/g, context.phrase);
    return {
      title: fill(template.title),
      description: fill(template.description),
      durationMinutes: template.durationMinutes,
      bloomLevel: template.bloomLevel,
    };
  });
}

function textParts(course: CourseSnapshot, modules: CourseSnapshot["modules"]) {
  return [
    { text: course.title, weight: 3 },
    { text: modules.map((m) => `${m.title}. ${m.description ?? ""}`).join("\n"), weight: 2 },
    { text: modules.flatMap((m) => m.lessons.map((l) => htmlToText(l.contentHtml))).join("\n"), weight: 1 },
  ];
}
