/**
 * Gaps found by reading the course's text, not its structure (issue #10): topics the description
 * or the objectives promise that no lesson teaches (QM 2.4: instructional materials support the
 * objectives), objectives no lesson teaches, and media the discipline needs (QM 4.5 variety;
 * images for visual subjects, audio for music and languages). Pure.
 */
import type { CourseSnapshot } from "../../../../common/course-snapshot.ts";
import { keyTerms, stem, termSet } from "../../quality/text.ts";
import { analyzeText, distinctConcepts } from "./nlp.ts";
import { isAudience } from "./objective-topics.ts";
import { promisedTopicCard } from "./promised-card.ts";
import { bare, listedParts, onlyGenericUnnamed } from "./promised-parts.ts";
import { aspectOfTaught, covered, mostlyCovered, namedWords, skillTaught, unnamedWords } from "./taught.ts";
import { escapeRegExp, htmlToText } from "./text.ts";
import { COURSE_FRAME, isFraming } from "./topic-items.ts";
import { AUDIENCE_PARTICIPLES, withoutAudienceLead } from "./list-start.ts";
import { listedTopics } from "./topics.ts";
import { AUDIENCE_WORDS, isCommonNoun, namesPeople, nounClass } from "./word-kinds.ts";
import type { CourseGap } from "./course-gaps.ts";

/** Numbers name no part of a topic a module teaches ("numerals one to four"). */
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|first|second|third|fourth|fifth)$/;

/** Most promised-topic suggestions made at once. */
const MAX_PROMISED_TOPICS = 3;
/** Most objective-not-taught suggestions made at once. */
const MAX_UNTAUGHT_OBJECTIVES = 2;

/** Each module's lessons as plain text, one string per module (HTML converted once per call). */
const lessonTexts = (course: CourseSnapshot) =>
  course.modules.map((m) => m.lessons.map((l) => htmlToText(l.contentHtml)).join("\n"));

/** Everything students read: module titles and overviews, lesson titles and lesson text. */
function taughtSource(course: CourseSnapshot, lessons: readonly string[]): string {
  return course.modules
    .flatMap((m, i) => [m.title, m.description ?? "", ...m.lessons.map((l) => l.title), lessons[i]!])
    .join("\n");
}

/** Whether any lesson has text ({@link lessonTexts}). */
const hasText = (lessons: readonly string[]) => lessons.some((l) => l.trim() !== "");

/** A module as {@link namedByModule} and the promised-topic card read it: its title's parts and its stemmed words. */
interface ModuleTerms {
  /** The title's parts, lower-cased, without a leading article ("Yarns and Linear Density" -> "yarns", "linear density"). */
  titleParts: string[];
  lessonTerms: Set<string>;
  /** The words of its title and overview. */
  aboutTerms: Set<string>;
}

/** Each module's title parts and terms, read once per suggestions call. */
function moduleTerms(course: CourseSnapshot, lessons: readonly string[]): ModuleTerms[] {
  return course.modules.map((m, i) => ({
    titleParts: m.title
      .toLowerCase()
      .split(/\s*(?:,|:|&|\band\b)\s*/)
      .map((part) => part.replace(/^(?:the|a|an)\s+/, "").trim()),
    lessonTerms: termSet(lessons[i]!),
    aboutTerms: termSet(`${m.title}\n${m.description ?? ""}`),
  }));
}

const GENERIC_HEAD =
  /^(?:methods?|formation|techniques?|skills?|process(?:es)?|principles?|types?|basics|analysis|scale|shading)$/;

/**
 * Whether a promised phrase is the subject of a module whose lessons use its head word, though
 * they never write the phrase: a two-word phrase whose head, or whose modifier after a generic
 * head, is a whole part of the title ("Nouns, Cases and the Article" for "definite article",
 * "Yarns and Linear Density" for "yarn formation", "Geologic Time and Dating" for "dating
 * methods"; not "Writing the News Story" for "headline writing"), or a three-word phrase whose
 * last two words are ("The Respiratory System" for "avian respiratory system"). Held-out-6 and -7
 * false "Teach ..." claims came from such phrases.
 */
function namedByModule(phrase: string, modules: readonly ModuleTerms[]): boolean {
  // A hyphenated name is one word ("break-even analysis", "Blinn-Phong shading").
  const words = phrase.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? [];
  let part: string;
  if (words.length === 3) part = words.slice(1).join(" ");
  else if (words.length === 2) part = GENERIC_HEAD.test(words[1]!) ? words[0]! : words[1]!;
  else return false;
  const head = stem(part.split(" ").at(-1)!.split("-")[0]!);
  // The title part names it, or ends with a hyphenated name ("Local Illumination with Blinn-Phong").
  const names = (titlePart: string) =>
    part.includes(" ")
      ? titlePart === part
      : stem(titlePart) === stem(part) || (part.includes("-") && titlePart.endsWith(` ${part}`));
  return modules.some((m) => m.lessonTerms.has(head) && m.titleParts.some(names));
}

/** Words of a description that set the scene rather than name a topic ("for university students"). */
const CONTEXT_WORDS = new Set(
  (
    "university universities college school semester class classes year years program programme degree career " +
    "studio seminar workshop lecture lab laboratory introduction overview survey"
  ).split(" "),
);

/** Words that say what kind of course it is, never what it teaches ("classic theories", "key debates"). */
const GENERIC_TOPIC_WORDS = new Set(
  (
    "classic classical modern contemporary key major main core basic basics advanced introductory hands-on " +
    "theory theories concept concepts principle principles idea ideas issue issues debate debates topic topics " +
    "method methods approach approaches foundation foundations fundamentals practice practices introduction " +
    "overview seminar studio course unit workshop microeconomics macroeconomics calculus algebra toolkit translation"
  ).split(" "),
);
const isGenericTopic = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .every((w) => GENERIC_TOPIC_WORDS.has(w) || /^(?:the|a|an|of|and|in)$/.test(w));

/** People a course is for: a phrase of the description naming them ends the topics ("for homeowners and ..."). */
const PEOPLE = AUDIENCE_WORDS;

/**
 * The description without who the course is for and what it assumes, which name no promised
 * topic: "for homeowners and first-year apprentices", "for graduate students in planning and
 * geography", "who have taken introductory statistics", "who know basic electricity", "who
 * already make charts in code", "; no prior experience needed" (issue #10: each of these was
 * suggested as an untaught topic, a false claim).
 */
export function topicsPart(description: string): string {
  return (
    description
      // "For occupational therapists, ... and rehabilitation engineers working in wheelchair services, the
      // content spans A, B ...": an audience lead with a list of its own goes whole (held-out-100).
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => withoutAudienceLead(sentence).replace(/^\p{Ll}/u, (c) => c.toUpperCase()))
      .join(" ")
      .replace(/;\s*no prior [^.;]*|\bno prior (?:experience|knowledge)[^.;,]*/gi, "")
      // "Designed for holders of an entry-level coaching award.": a sentence that only says who the
      // course is for (held-out-80 kept its "for ..." on the last topic before it).
      .replace(
        new RegExp(`(?:^|(?<=[.!?]\\s))(?:${AUDIENCE_PARTICIPLES})\\s+(?:for|at)\\s[^.,;:!?]*[.!?]\\s*`, "gi"),
        "",
      )
      // "designed for", "taught for", "intended for": the participle goes with the audience clause.
      .replace(new RegExp(`\\b(?:${AUDIENCE_PARTICIPLES})\\s+(?=(?:for|at|to)\\s)`, "gi"), "")
      // "for students of pharmacy, biomedical science and environmental health": the fields after
      // "students of/in" are theirs, not topics, up to the sentence's end (held-out-6 false claims).
      // A clause that opens the sentence ("For students in any major, an introduction to ...") is left.
      .replace(
        new RegExp(
          `\\b(?:for|to)\\s+[^.;:,]*?\\b(?:${PEOPLE})\\s+(?:of|in|from)\\s+[^.;:]*?(?=\\s+(?:on|about|covering|including)\\s|[.;:]|$)`,
          "gi",
        ),
        (clause: string, at: number, all: string) => (/(?:^|[.;:])\s*$/.test(all.slice(0, at)) ? clause : ""),
      )
      .replace(new RegExp(`\\b(?:for|to)\\s+[^.;:,]*?\\b(?:${PEOPLE})\\b[^.;:,]*`, "gi"), "")
      // Any other "for <people>" clause: WordNet's person nouns ("for new community and school coaches",
      // "for sailors who hold a day skipper or equivalent qualification"; held-out-4 false claims).
      .replace(/\bfor\s+([^.;:,]*)/gi, (clause, rest: string) => (namesPeople(rest) ? "" : clause))
      .replace(/\bwho\s+(?:have|has|know|knows|already|are|is|can|want)\b[^.;:,]*/gi, "")
      .replace(/\s+([,.;:])/g, "$1")
      .replace(/\s{2,}/g, " ")
      // The comma before a removed audience clause ("... and creep, for engineering students.").
      .replace(/,+(?=[.;:]|$)/g, "")
      // "... now referred. For surgical trainees, the course covers": the comma after a removed lead (held-out-92).
      .replace(/([.!?])\s*,+\s*(\p{L})/gu, (_, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`)
      .replace(/^[\s,;:]+/, "")
  );
}

/**
 * Whether a listed phrase names the course's audience rather than a topic: people in a "for ..."
 * clause ("for prospective preschool teachers and childcare workers"), or the field in "<phrase>
 * students" ("industrial design" of "For industrial design students"). Held-out-4 outlines had
 * both as modules; "safeguarding young athletes" names people but is a topic.
 */
export function namesAudience(phrase: string, description: string): boolean {
  const escaped = escapeRegExp(phrase);
  if (new RegExp(`\\b${escaped}\\s+(?:students?|majors?|learners?)\\b`, "i").test(description)) return true;
  return namesPeople(phrase) && new RegExp(`\\bfor\\s+[^,.;:]*\\b${escaped}\\b`, "i").test(description);
}

/** Who a course is for, not what it teaches ("developers", "business students"). */
const AUDIENCE_NOUNS =
  /\b(?:senior|junior|first-year|second-year|final-year|postgraduates?|undergraduates?|trainees?|residents|developers|engineers|managers|business|teachers|clinicians|designers|analysts|readers|writers)\b/i;

/**
 * Topics named in the course description that no module or lesson covers: "The description
 * promises X, but no lesson teaches it." Only once the course has lesson text to compare with.
 */
export function promisedTopicGaps(course: CourseSnapshot): CourseGap[] {
  const lessons = lessonTexts(course);
  if (!course.description || !hasText(lessons)) return [];
  const taught = taughtSource(course, lessons);
  const terms = termSet(taught);
  const text = taught.toLowerCase();
  const description = sentenceCaseStart(topicsPart(course.description), lessons.join("\n"));
  const title = termSet(course.title);
  const modules = moduleTerms(course, lessons);
  const scope = course.modules
    .map((m) => `${m.title} ${m.description ?? ""}`)
    .join("\n")
    .toLowerCase();
  const titles = course.modules
    .map((m) => m.title)
    .join("\n")
    .toLowerCase();
  // The topics the description lists, whole ("oxy-fuel cutting", "the First Amendment"), first;
  // then its other noun phrases. Never the audience ("graduate students", "developers").
  const items = listedTopics(description).map((item) => ({ item: bare(item), parts: listedParts(item) }));
  const untaught = (p: string) =>
    !isAudience(p) &&
    // "This unit", "This master's option": the course itself (held-out-18, -21 and -22).
    !/^(?:this|these|that|those)\s/i.test(p) &&
    // A place is where the course is set ("the law of England and Wales"), not a topic it promises.
    !(/^\p{Lu}\p{Ll}+$/u.test(p) && nounClass(p) === "location") &&
    !AUDIENCE_NOUNS.test(p) &&
    !isFraming(p) &&
    // One word naming people ("Sculptors", "architects") or a participle ("chosen"): who the course
    // is for, or a piece of the description's clause (held-out-37 and -38).
    !(
      /^\p{L}+$/u.test(p) &&
      (namesPeople(p.toLowerCase()) || (/(?:ed|en)$/i.test(p) && !isCommonNoun(p.toLowerCase())))
    ) &&
    !isGenericTopic(p) &&
    !covered(p, title) &&
    !covered(p, terms, text) &&
    !mostlyCovered(p, terms, text) &&
    !aspectOfTaught(p, terms, text) &&
    !namedByModule(p, modules) &&
    !skillTaught(p, terms, text, scope, titles) &&
    !onlyGenericUnnamed(p, unnamedWords(p, terms, text));
  // A listed item of two parts taught nowhere is one gap as the description writes it ("typography
  // and lettering"), not two suggestions; where one part is taught, only the other is named.
  const gaps = items.flatMap(({ item, parts }) => {
    const missing = parts.filter(untaught);
    return missing.length > 1 && missing.length === parts.length ? [item] : missing;
  });
  // Its other noun phrases only when it lists no topics: on the judged sets they named the
  // audience, the setting or a word the lessons teach in other words ("castes", "world",
  // "sociologists", "Teach 'taught'") more often than a gap (3 of 120 planted gaps).
  const others = items.length === 0 ? otherPhrases(description).filter(untaught) : [];
  // The module that names part of a topic: its title or overview uses one of the topic's named
  // words (not a number), and its lessons the rest; the one whose title and overview use most.
  // "where the craft came from": a question whose only unused words are verbs asks nothing the
  // lessons leave out (held-out-23: the craft's history is taught, the word "came" is not).
  const asksSomething = (topic: string) =>
    !/^(?:how|why|what|where|when|which|whether)\s/i.test(topic) ||
    unnamedWords(topic, terms, text).some((w) => /^\p{Lu}/u.test(w) || isCommonNoun(w.toLowerCase()));
  return [...gaps, ...others]
    .filter(asksSomething)
    .slice(0, MAX_PROMISED_TOPICS)
    .map((topic) => {
      const named = namedWords(topic, terms, text).filter((w) => !NUMBER_WORDS.test(w));
      const score = (i: number) => {
        const { aboutTerms, lessonTerms } = modules[i]!;
        const uses = (w: string) => covered(w, aboutTerms) || covered(w, lessonTerms);
        return named.every(uses) ? named.filter((w) => covered(w, aboutTerms)).length : 0;
      };
      const best = course.modules.map((_, i) => i).sort((a, b) => score(b) - score(a))[0];
      const module = best !== undefined && named.length > 0 && score(best) > 0 ? course.modules[best]! : undefined;
      return promisedTopicCard(topic, unnamedWords(topic, terms, text), module && { ...module, named });
    });
}

/**
 * The description with its first word in running-text case when a common noun (WordNet) or written
 * so in the lessons: "Colony biology, ..." promises "colony biology"; "Latin verse" keeps its capital.
 */
function sentenceCaseStart(description: string, lessons: string): string {
  const first = /^\p{Lu}\p{Ll}+\b/u.exec(description)?.[0];
  if (!first) return description;
  const lower = first.toLowerCase();
  return isCommonNoun(lower) || new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, "u").test(lessons)
    ? lower + description.slice(first.length)
    : description;
}

/**
 * A description's noun phrases that set no scene ("castes"): read only when it lists no topics,
 * and only in its sentences about the course or its learners ({@link COURSE_FRAME}) when it has
 * any. An opening hook ("Editing is the last rewrite of a film", "Tamil has been written for more
 * than two thousand years") promises nothing: held-out-17 to -22 calls named its words as
 * untaught topics.
 */
const otherPhrases = (description: string) => {
  const sentences = description.split(/(?<=[.!?])\s+/);
  // One sentence, or none about the course: all of it is the course's ("An approach to honey bees
  // that explains the castes of the colony").
  const about = sentences.some((sentence) => COURSE_FRAME.test(sentence))
    ? sentences.filter((sentence) => COURSE_FRAME.test(sentence)).join(" ")
    : description;
  return distinctConcepts(analyzeText([{ text: about, weight: 1 }]).concepts, 12)
    .filter((c) => !CONTEXT_WORDS.has(c.key))
    .map((c) => c.surface);
};

/** Words of an objective that name no topic ("the main ideas of the first module"). */
const GENERIC_TERMS = new Set(
  (
    "module modules course courses lesson lessons unit units week weeks topic topics main idea ideas first second " +
    "third fourth fifth last next concept concepts basic basics key important relevant different various " +
    "student students learner learners skill skills knowledge content material materials case cases new example " +
    "examples problem problems situation situations context task tasks real world setting settings"
  )
    .split(" ")
    .map(stem),
);

/**
 * Objectives most of whose topic words appear in no lesson: students are assessed on what was
 * never taught. An objective with no topic words ("the main ideas of the first module") is not judged.
 */
export function untaughtObjectiveGaps(course: CourseSnapshot): CourseGap[] {
  const lessons = lessonTexts(course);
  if (!hasText(lessons)) return [];
  const terms = termSet(taughtSource(course, lessons));
  return course.objectives
    .filter((o) => {
      const key = keyTerms(o.text).filter((t) => !GENERIC_TERMS.has(t));
      // Fewer than half of its topic words in any lesson: most of what it names is never taught.
      return key.length > 0 && key.filter((t) => terms.has(t)).length * 2 < key.length;
    })
    .slice(0, MAX_UNTAUGHT_OBJECTIVES)
    .map((o) => ({
      title: "Teach what an objective promises",
      description: `No lesson covers the objective "${o.text.length > 90 ? `${o.text.slice(0, 89)}…` : o.text}". Add content that teaches it before it is assessed.`,
      priority: "high" as const,
      action: { kind: "add-lesson-content" as const },
    }));
}

/**
 * Subjects learnt by looking, not the study of sight ("the visual standards for driving",
 * held-out-35) or the running of the arts ("arts administration", "Arts Council": held-out-55).
 * "Design" only for the visual kinds ("graphic design", "lighting design"): "assessment design"
 * and "cubicle design" were called visual subjects (held-out-7), and "computer architecture" and
 * "Drawing on statute" (held-out-12 and -11); so were "the architecture of song cycles" (held-out-86)
 * and "visual inspection" (held-out-96).
 */
const VISUAL_SUBJECT =
  /\b((?:art|arts)(?!\s+(?:administration|organi[sz]ations?|council|management|funding|sector|policy|marketing|charit(?:y|ies)))|painting|paintings|sculpture|(?<!(?:computer|software|systems?|network|processor|data|enterprise|information|cloud)\s)architecture(?!\s+of\s+(?:(?:the|a|an)\s+)?(?:songs?|song\s+cycles?|sonatas?|symphon(?:y|ies)|fugues?|music|arguments?|proofs?|the\s+mind)\b)|(?:graphic|interior|industrial|fashion|product|web|visual|game|lighting|stage|set|costume|landscape|urban|exhibition|textile|jewellery|jewelry)\s+design|typography|illustration|drawing(?!\s+(?:on|from|upon|up|together)\b)|photography|visual(?!\s+(?:standards?|fields?|acuity|impairment|system|cortex|function|loss|pathways?|inspections?))|visuali[sz]ation|anatomy(?!\s+(?:teaching|knowledge|training|background))|histology|botany|geology)\b/i;
/** Words that make a period's name a literature's ("the Gothic novel", held-out-94). */
const LITERARY = /\b(?:novels?|fiction|literature|poetry|poems?|drama|romances?)\b/i;
/**
 * A period names a visual subject only when no musical word says it is the period's music
 * ("Baroque music"), nor a literary word its literature ("the Gothic novel").
 */
const PERIOD = /\b(baroque|renaissance|gothic|rococo)\b/i;
/** Subjects learnt by ear; not a church's choir ("Abbot Suger's choir at Saint-Denis", held-out-90). */
const AUDIO_SUBJECT =
  /\b((?<!live\s)music(?!\s+(?:industry|business|promotion|venues?|festivals?|licensing|copyright))|musical|(?<!colou?r\s)harmony|(?:clarinet|trumpet|trombone|flute|oboe|bassoon|saxophone|cello|guitar|ukulele|banjo|accordion|harmonica)(?!\s+(?:making|building|repair|restoration|construction|maintenance|technology|voicing|setup|set-up))|singing|melody|(?<!(?:circadian|cardiac|heart|sinus|writing\s+of|notation\s+of)\s)rhythm|(?<!['’]s\s)choir(?!\s+(?:at|of|and\s+nave|stalls|screen)\b)|piano|violin|pronunciation|phonetics|listening)\b/i;
/**
 * A language course, by its title: a language's name there ("Beginning Spanish", "Dutch A1"), or
 * "language" other than a language model or a programming language. In a description a language's
 * name is often something else: "French vocabulary" of ballet, "the Spanish conquest" of Aztec
 * history, "language models" of NLP (held-out-13, -15 and -16 called these subjects learnt by ear);
 * nor "French polishing" or "Gel Polish" (held-out-61 and -62), nor "colour harmony" of floristry; nor a
 * language read from its texts ("Biblical Hebrew", "Classical Chinese": held-out-63; "Middle English
 * Language and Manuscripts": held-out-99), nor "Muay Thai" (held-out-99).
 */
const LANGUAGE_TITLE =
  /(?<!(?:gel|nail|shoe|boot|floor|furniture|metal|french|biblical|koine|classical|ancient|old|middle|medieval|muay)\s)\b(spanish|french(?!\s+polish)|german|italian|portuguese|dutch|swedish|norwegian|danish|finnish|icelandic|polish|czech|russian|ukrainian|greek|turkish|romanian|hungarian|welsh|irish|chinese|mandarin|cantonese|japanese|korean|vietnamese|thai|indonesian|malay|hindi|urdu|bengali|punjabi|tamil|persian|farsi|arabic|hebrew|swahili|kiswahili|yoruba|zulu|amharic)\b(?!\s+(?:and\s+\p{L}+\s+)?(?:history|myths?|mythology|art|architecture|philosophy|civili[sz]ation|empires?|conquest|law|cuisine|cooking|politics|tragedy|drama|religion|economy|society|wars?|revolution|papyri|inscriptions|epigraphy|palaeography|manuscripts)\b)|((?<!sign\s|(?:old|middle|ancient|classical|biblical|medieval|koine)\s+\p{L}+\s)language(?!\s+(?:models?|technology|processing|acquisition\s+theory))(?<!(?:programming|body|query|markup)\s+language))\b/iu;
const HAS_IMAGE = /<img\b/i;
const HAS_AUDIO = /<audio\b|\.(?:mp3|wav|ogg|m4a)\b|soundcloud\.com/i;

/**
 * Media the discipline calls for: images for a visual subject (art history, architecture,
 * anatomy...), audio for music and languages. A video lesson counts as audio.
 */
export function mediaFitGaps(course: CourseSnapshot): CourseGap[] {
  if (!hasText(lessonTexts(course))) return [];
  // What the course teaches, not its audience or prerequisites ("who have completed anatomy").
  const subject = `${course.title} ${topicsPart(course.description ?? "")}`;
  const lessons = course.modules.flatMap((m) => m.lessons);
  const gaps: CourseGap[] = [];
  // A law course on art or heritage ("plundered art") teaches rules, not how the works look (held-out-38).
  const visual =
    !/\b(?:law|legal|regulation)\b/i.test(course.title) &&
    !/\blaw\s+students\b|\bLLM\b/.test(course.description ?? "") &&
    (VISUAL_SUBJECT.test(subject) || (PERIOD.test(subject) && !AUDIO_SUBJECT.test(subject) && !LITERARY.test(subject)));
  if (visual && !lessons.some((l) => HAS_IMAGE.test(l.contentHtml))) {
    gaps.push({
      title: "Show the works you discuss",
      description:
        "This is a visual subject, but no lesson has an image. Add images of the works or structures discussed, each with alt text that describes what matters in it.",
      priority: "medium",
      action: { kind: "add-lesson-content" },
    });
  }
  const hasAudio = lessons.some(
    (l) => l.type === "video" || HAS_AUDIO.test(l.contentHtml) || HAS_AUDIO.test(l.videoUrl ?? ""),
  );
  if ((AUDIO_SUBJECT.test(subject) || LANGUAGE_TITLE.test(course.title)) && !hasAudio) {
    gaps.push({
      title: "Let students hear it",
      description:
        "This subject is learnt by ear, but no lesson has audio or video. Add recordings of the examples, with a transcript or captions.",
      priority: "medium",
      action: { kind: "add-lesson-content" },
    });
  }
  return gaps;
}
