/**
 * Content rules: do the lessons hold real teaching, or only the scaffolding of a template or an
 * accepted outline? Placeholder phrases ("Worked example", "Your turn", "TBD", lorem ipsum; see
 * common/course-stats.ts) and sentences repeated across lessons (the same generic paragraph with
 * the lesson's title swapped in) are not counted as a lesson's text (issue #11: an outline of
 * stubs scored B, "Excellent"). Source: QM 4.1 (instructional materials contribute to the
 * objectives) and QM 4.2 (relationship between materials and learning activities is clear).
 */
import { MIN_LESSON_WORDS, substantiveText } from "../../../../common/course-stats.ts";
import type { CourseSnapshot, LessonSnapshot, ModuleSnapshot } from "../../../../common/course-snapshot.ts";
import { count } from "../../../../common/plural.ts";
import { normalizeText, wordCount } from "../text.ts";
import type { QualityRule, RuleEvidence } from "../types.ts";
import { MAX_EVIDENCE, allLessons } from "./helpers.ts";

/** Words of a lesson's own text that earn full credit: a short reading of 150-400 words is the norm of a lesson. */
export const FULL_LESSON_WORDS = 150;
/** A lesson whose text is more than this share of sentences found in other lessons is boilerplate. */
export const MAX_REPEATED_SHARE = 0.5;
/** Sentences shorter than this (in words) are not compared: "Read the chapter." may repeat honestly. */
const MIN_COMPARED_WORDS = 5;

const MEDIA = /<(?:img|iframe|audio|video)\b/i;

/** What a lesson holds once placeholders and repeated text are set aside. */
export interface LessonTextFacts {
  lesson: LessonSnapshot;
  module: ModuleSnapshot;
  /** The lesson's real text (common/course-stats.ts substantiveText: placeholders and headings left out), one block per line. */
  text: string;
  /** Words of real text (placeholder phrases left out). */
  words: number;
  /** Of those, words in sentences that no other lesson repeats. */
  ownWords: number;
  /** The lesson's own sentences, one per line (for alignment checks). */
  ownText: string;
  /** Embedded image, audio, video or iframe. */
  hasMedia: boolean;
}

function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=\p{Lu})/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A sentence as a template sees it: lower case, words of the lesson's, module's and course's titles
 * masked, so "This lesson introduces the main ideas of Photosynthesis." and "... of Cell
 * Respiration." compare equal.
 */
function templateKey(sentence: string, titleWords: ReadonlySet<string>): string {
  return normalizeText(sentence)
    .split(" ")
    .map((w) => (titleWords.has(w) ? "_" : w))
    .join(" ")
    .replace(/_( _)+/g, "_");
}

const factsCache = new WeakMap<CourseSnapshot, LessonTextFacts[]>();

/**
 * Every lesson's real text, in course order, computed once per course snapshot (the rules share it).
 * A sentence of 5+ words that occurs (titles masked) in two or more lessons counts for none of them.
 */
export function lessonTextFacts(course: CourseSnapshot): LessonTextFacts[] {
  const cached = factsCache.get(course);
  if (cached) return cached;
  const courseTitleWords = normalizeText(course.title).split(" ");
  const placed = allLessons(course).map(({ lesson, module }) => {
    const titleWords = new Set([
      ...courseTitleWords,
      ...normalizeText(module.title).split(" "),
      ...normalizeText(lesson.title).split(" "),
    ]);
    const text = substantiveText(lesson.contentHtml);
    const sentences = sentencesOf(text).map((sentence) => ({
      text: sentence,
      words: wordCount(sentence),
      key: templateKey(sentence, titleWords),
    }));
    return { lesson, module, text, sentences };
  });
  const lessonsWithKey = new Map<string, Set<number>>();
  for (const { lesson, sentences } of placed) {
    for (const s of sentences) {
      if (s.words < MIN_COMPARED_WORDS) continue;
      const ids = lessonsWithKey.get(s.key) ?? new Set<number>();
      ids.add(lesson.id);
      lessonsWithKey.set(s.key, ids);
    }
  }
  const facts = placed.map(({ lesson, module, text, sentences }) => {
    const own = sentences.filter((s) => s.words < MIN_COMPARED_WORDS || (lessonsWithKey.get(s.key)?.size ?? 0) < 2);
    return {
      lesson,
      module,
      text,
      words: sentences.reduce((sum, s) => sum + s.words, 0),
      ownWords: own.reduce((sum, s) => sum + s.words, 0),
      ownText: own.map((s) => s.text).join("\n"),
      hasMedia: MEDIA.test(lesson.contentHtml),
    };
  });
  factsCache.set(course, facts);
  return facts;
}

/**
 * Credit 0-1 for what a lesson holds: a video lesson needs its video; an assessment lesson must
 * name its assessment (or carry real instructions); a text lesson earns ownWords / 150, and at
 * least half credit for embedded media.
 */
export function lessonCredit(facts: LessonTextFacts): number {
  const { lesson } = facts;
  if (lesson.type === "video") return lesson.videoUrl ? 1 : 0;
  if (lesson.type === "assessment")
    return /\bAssessment:\s*\S/.test(lesson.contentHtml) || facts.ownWords >= MIN_LESSON_WORDS ? 1 : 0;
  const text = Math.min(1, facts.ownWords / FULL_LESSON_WORDS);
  return facts.hasMedia ? Math.max(0.5, text) : text;
}

/**
 * Whether a lesson holds content at all (for counting kinds of material): its video, its named
 * assessment, media, or 40+ words of its own text (MIN_LESSON_WORDS).
 */
export function holdsContent(facts: LessonTextFacts): boolean {
  if (facts.lesson.type !== "text") return lessonCredit(facts) > 0;
  return facts.hasMedia || facts.ownWords >= MIN_LESSON_WORDS;
}

function describeThinLesson(facts: LessonTextFacts): RuleEvidence {
  const { lesson, module, words, ownWords } = facts;
  const where = { moduleId: module.id, lessonId: lesson.id };
  if (lesson.type === "video") return { message: `Video lesson "${lesson.title}" has no video.`, ...where };
  if (lesson.type === "assessment")
    return { message: `Assessment lesson "${lesson.title}" names no assessment and gives no instructions.`, ...where };
  const repeated = words - ownWords;
  const why = repeated > 0 ? ` (${count(repeated, "word")} repeat text found in other lessons)` : "";
  return {
    message: `"${lesson.title}" has ${count(ownWords, "word")} of its own teaching text${why}; placeholder phrases are not counted.`,
    ...where,
  };
}

/**
 * Lessons hold real teaching: mean lesson credit (see {@link lessonCredit}); passes when it is at
 * least 0.8 and every text lesson has 40+ words of its own (MIN_LESSON_WORDS, the progress
 * formula's bar). Source: QM 4.1 (materials contribute to the achievement of the objectives).
 */
export const realContentRule: QualityRule = {
  id: "structure.real-content",
  dimension: "contentStructure",
  title: "Lessons hold real teaching text, not placeholders",
  weight: 3,
  standard: "QM 4.1",
  check(course) {
    const fix =
      "Write the lessons: replace placeholder and template text with your own explanation, examples and practice (about 150+ words per reading).";
    const facts = lessonTextFacts(course);
    if (facts.length === 0)
      return { passed: false, score: 0, evidence: [{ message: "The course has no lessons." }], fix };
    const credits = facts.map(lessonCredit);
    const score = credits.reduce((a, b) => a + b, 0) / credits.length;
    const thin = facts.filter(
      (f, i) => credits[i]! === 0 || (f.lesson.type === "text" && !f.hasMedia && f.ownWords < MIN_LESSON_WORDS),
    );
    const passed = thin.length === 0 && score >= 0.8;
    return {
      passed,
      score,
      evidence: thin.length
        ? thin.slice(0, MAX_EVIDENCE).map(describeThinLesson)
        : [
            {
              message: `${count(facts.length, "lesson")} hold real content (mean credit ${Math.round(score * 100)} %).`,
            },
          ],
      fix,
    };
  },
};

/**
 * Lessons do not repeat one another: no lesson with text has more than half of its words in
 * sentences found in other lessons (a generic paragraph with the title swapped in is boilerplate).
 * Source: QM 4.1; OSCQR Content and Activities (content is specific to the unit).
 */
export const originalTextRule: QualityRule = {
  id: "structure.original-text",
  dimension: "contentStructure",
  title: "Each lesson has its own text, not repeated boilerplate",
  weight: 2,
  standard: "QM 4.1; OSCQR Content and Activities",
  check(course) {
    const fix = "Replace the paragraph repeated across lessons with text written for each lesson.";
    const withText = lessonTextFacts(course).filter((f) => f.words > 0 && f.lesson.type === "text");
    if (withText.length === 0)
      return { passed: false, score: 0, evidence: [{ message: "No lesson has text to read." }], fix };
    const repeated = withText.filter((f) => (f.words - f.ownWords) / f.words > MAX_REPEATED_SHARE);
    return {
      passed: repeated.length === 0,
      score: (withText.length - repeated.length) / withText.length,
      evidence: repeated.length
        ? repeated.slice(0, MAX_EVIDENCE).map((f) => ({
            message: `"${f.lesson.title}": ${Math.round((100 * (f.words - f.ownWords)) / f.words)} % of its text is repeated in other lessons.`,
            moduleId: f.module.id,
            lessonId: f.lesson.id,
          }))
        : [{ message: `All ${count(withText.length, "lesson")} with text have their own text.` }],
      fix,
    };
  },
};

/** Content rules, in display order (they belong to the Content Structure dimension). */
export const contentRules: readonly QualityRule[] = [realContentRule, originalTextRule];
