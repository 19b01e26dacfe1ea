/**
 * Where a description's list of topics begins in the text before its first comma (topics.ts
 * `listedTopics`): after a clause that leads into it, after a colon, or after the last list-start
 * word; and what around it is no part of it (the learners or an audience before it, a gloss or the
 * course's own voice after its colon). Pure.
 */
import { tokensOf } from "./tokens.ts";
import { namesPeople } from "./word-kinds.ts";

/** A capitalised word in -ing that is a noun, not a participle leading into the sentence ("Evening classes ..."). */
const ING_NOUN = String.raw`(?!(?:Evening|Morning|Spring|Clothing|Nothing|Something|Wedding|String)\b)`;
/** "Designed for final-year medical students ..., ": a leading participle clause (see listedTopics). */
export const LEADING_PARTICIPLE = new RegExp(
  String.raw`^${ING_NOUN}\p{L}\p{Ll}+(?:ed|ing)\s+(?:together\s+|\p{Ll}+ly\s+)?(?:for|from|on|with|in|by|at|to|towards)\s[^,:]*,\s+(?=[^,]+,[^,]+,)`,
  "u",
);
/**
 * "Taking that as its premise, ", "On a training rig ..., ": a leading phrase before the subject (see
 * listedTopics); not one that holds the subject and its verb ("Across five days you cover A, the B, ...": held-out-89).
 */
export const LEADING_PHRASE = new RegExp(
  String.raw`^(?![^,]*\b(?:you|we|students|learners|participants|trainees)\s)(?:${ING_NOUN}\p{Lu}\p{Ll}+(?:ed|ing)|Taught|Set|With|For|Through|On|In|At|Over|Across|Under|Using|Drawing)\b[^,:;]{3,90},\s+(?=(?:the|this|these|our|each|trainee|trainees|students?|learners?|participants?|sessions|seminars|classes|workshops)\b[^,]*,[^,]+,)`,
  "u",
);
/**
 * "Drawing on cases from Argentina, South Africa, ... and Colombia, the seminar compares A, B ...":
 * a leading phrase naming what the course draws on, with a list of its own, before the course and
 * its verb (held-out-100): its cases or sources are no topics. So are the disciplines of "Drawing on
 * sociology, history and cultural studies, this research seminar asks ..." (held-out-111).
 */
export const LEADING_SOURCES =
  /^(?:Drawing\s+on|Using|Working\s+from)\b[^:;.]{3,200}?,\s+(?=(?:the|this|our)\s+(?:[\p{L}-]+\s+){0,2}?(?:course|module|seminar|class|unit|programme|workshop)\s+\p{Ll}+s\b)/u;
/** "for students of A, B and C " before "on/about/covering" the topics (see listedTopics). */
export const AUDIENCE_BEFORE_TOPICS =
  /\bfor\s+(?:[\p{L}'’-]+\s+){0,3}(?:students?|learners?|majors?|trainees?|practitioners?)\s+(?:of|in)\s+[^.;:]*?\s+(?=(?:on|about|covering)\s[^.;]*,)/iu;

/** Words after which a description's list of topics starts (the last one before the first comma). */
const LIST_START =
  /(?<!-)\b(?:covers?|spans|practise|covering(?!\s+spaces?\b)|explores?|exploring|examines?|introduces?|introduction to|includes?|including|namely|surveys?|studies|study|(?:students|learners|participants|you)\s+learn|works?\s+through|compares?|comparing|develops?|addresses|treats?|treating|deals?\s+with|dealing\s+with|brings?\s+together|concentrat(?:es|ing)\s+on|focus(?:es|ing)?\s+on|looks?\s+at|(?:course|seminar|module|class|unit|programme|program)\s+(?:in|on)|on|to(?!\s+\d)|of|about|with|through)\s+/gi;
/**
 * Where a first list item begins after a clause that leads into it ("Lectures and weekly
 * laboratories take up plant cells and tissues, ...", "painters in this studio practise flat and
 * graded washes, ..."): after the clause's last verb and its particle; 0 when the segment has no
 * verb after its first word.
 */
export function afterClauseVerb(head: string): number {
  // "painters in this studio practise flat and graded washes": after the people and their verb.
  // "the legal status of prisoners in England": a preposition is no verb (held-out-74).
  for (const people of head.matchAll(
    /\b(\p{L}+)\s+(?:in\s+this\s+\p{L}+\s+)?(?!(?:in|of|on|at|for|with|from|to|and|or|by|as)\s)\p{Ll}+\s+(?:(?:out|up|through)\s+)?/gu,
  ))
    if (namesPeople(people[1]!)) return people.index + people[0].length;
  // "analyse fixed and floating charges and how courts characterise them": a question after "and"
  // is part of the first item, its verb no lead-in (held-out-80).
  const tokens = tokensOf(head.replace(/\s+and\s+(?:how|why|what|which|whether)\s.*$/i, ""));
  const raw = tokens.map((t) => t.text);
  const pos = tokens.map((t) => t.pos);
  let last = -1;
  // Two words at least before the verb: "Flexural design of beams" has no clause to skip.
  for (let i = 2; i < raw.length; i++) if (pos[i] === "VERB" && !/(?:ing|ed)$/i.test(raw[i]!)) last = i;
  if (/^(?:up|on|over|in|out|through)$/i.test(raw[last + 1] ?? "")) last++;
  // A verb that ends the segment ("Flexural design of beams") leaves no first item: no clause.
  if (last < 0 || last >= raw.length - 1) return 0;
  return tokens[last]!.at + raw[last]!.length;
}

/**
 * Where the list starts in the text before its first comma: after a colon, else after the last
 * list-start verb ("explore separation of powers": the list starts at "separation", not after
 * "of"), else after the last list-start preposition.
 */
export function listStart(head: string): number {
  const colon = head.lastIndexOf(":");
  if (colon >= 0) return colon + 1;
  // "takes students ... through IT general controls, ...": "through" leads into the list after a
  // verb, not inside the first topic ("Steady conduction through plane walls and cylinders, ...").
  const starts = [...head.matchAll(LIST_START)].filter(
    // "work on acting through song": after a gerund, "through" is inside the topic (held-out-74).
    (m) =>
      !/^through\b/i.test(m[0]) ||
      (tokensOf(head.slice(0, m.index)).some((t) => t.pos === "VERB") &&
        !/\b(?:on|in|at|of|for|about)\s+\p{L}+ing\s*$/iu.test(head.slice(0, m.index))),
  );
  const verbs = starts.filter((m) => !PREPOSITION_START.test(m[0].trim()));
  // "of" sits inside the first topic ("Flexural design of beams, ..."): never a list start alone.
  const prepositions = starts.filter((m) => !/^of$/i.test(m[0].trim()));
  const last = verbs[verbs.length - 1] ?? prepositions[prepositions.length - 1];
  if (!last) return 0;
  const end = last.index! + last[0].length;
  // "a survey of X, Y": the list starts after the preposition that follows the verb
  const after = /^(?:of|to|on|about)\s+/i.exec(head.slice(end));
  return end + (after ? after[0].length : 0);
}

/** List-start words that are prepositions: used only when no list-start verb precedes the list. */
const PREPOSITION_START = /^(?:on|to|of|about|with|through)$/i;

/** Participles that lead into who a course is for ("designed for", "taught for", "intended for"). */
export const AUDIENCE_PARTICIPLES = "designed|intended|taught|aimed|offered|suited|tailored|written";

/**
 * A list segment that is a remark on the course, not a topic: the list ends before it. One that
 * opens with "with"/"for" ("with problem sets every week", "with a unit on juvenile justice"); one
 * that says who or what the course is made for ("designed for students who ...", "taught for
 * second-year students": held-out-7 modules); one that sets the list in context (", in line with
 * the HSE's code", ", ready for placements", ", alongside the novels", ", always working to the
 * schedule": held-out-77 and -79; ", set against current evidence": held-out-89); one that does
 * something to each item (", testing each against historical and contemporary cases": held-out-112).
 */
export const LIST_REMARK = new RegExp(
  `^(?:with|for|through|using|via|drawing\\s+on|in\\s+line\\s+with|ready\\s+(?:for|to)|alongside|always\\s+\\p{Ll}+ing|asks\\s+(?:what|how|why|whether)|\\p{Ll}+ing\\s+each|(?:all|both|each)\\s+\\S+ed|(?:\\p{Ll}+ed|set|put)\\s+(?:to|from|in|on|by|through|against|within)|(?:${AUDIENCE_PARTICIPLES})\\s+(?:for|at|to))\\s`,
  "iu",
);

/** The learners' verb that leads into a list ("study", "examine", "master"). */
const LEARNER_VERB = String.raw`(?:study|learn|practise|practice|explore|examine|meet|cover|use|develop|build|make|master)`;
/**
 * "Trainees in respiratory medicine, neurology and psychiatry study A, B ...": learners with a
 * list of fields, whose verb leads into the list (topics.ts strips it before any other lead-in);
 * also after their classes ("Case-based seminars for specialty trainees in A, B and C cover ...": held-out-94).
 */
export const LEARNERS_OF_FIELDS = new RegExp(
  String.raw`^(?:(?:[\p{L}-]+\s+){0,2}(?:seminars|sessions|classes|lectures|workshops)\s+for\s+)?(?:[\p{L}-]+\s+){0,2}(?:trainees|students|learners|participants|apprentices|nurses|clinicians)\s+(?:in|of|from)\s+[^.;:]{3,120}?\s+${LEARNER_VERB}\s+`,
  "iu",
);
/** "trainee solicitors, pupil barristers and advice caseworkers examine A, B ...": learners listed themselves. */
const LEARNERS_LISTED = new RegExp(
  String.raw`^((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+(?:,\s+(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)*,?\s+and\s+(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)\s+${LEARNER_VERB}\s+`,
  "iu",
);

/**
 * A sentence without the learners it opens with when they are a list of their own before their
 * verb ("trainee solicitors, pupil barristers and advice caseworkers examine A, B ...":
 * held-out-74): the list of topics follows the verb. The learners must name people (WordNet),
 * the last and all but one of the others.
 */
export function withoutLearnersList(sentence: string): string {
  const m = LEARNERS_LISTED.exec(sentence);
  if (!m) return sentence;
  const learners = m[1]!.split(/,\s+(?:and\s+)?|\s+and\s+/);
  // WordNet knows most of them as people, not every one ("land agents": held-out-99).
  const people = learners.filter((l) => namesPeople(l.split(/\s+/).at(-1)!)).length;
  return learners.length >= 2 && people >= Math.max(2, learners.length - 1) && namesPeople(learners.at(-1)!)
    ? sentence.slice(m[0].length)
    : sentence;
}

/**
 * An audience lead with a list of its own: "Designed for risk, operations and facilities staff, the
 * course ...", "For risk professionals, internal auditors and finance managers, the programme ...".
 */
const AUDIENCE_LEAD = new RegExp(
  String.raw`^(?:(?:${AUDIENCE_PARTICIPLES})\s+(?:for|at)|for)\s+([^.;:]{3,140}?),\s+(?=(?:the|this)\s+(?:course|module|seminar|unit|class|programme|program|workshop|content|syllabus)\b)`,
  "iu",
);

/**
 * A sentence without an opening audience clause whose people are a list of their own
 * ("Designed for risk, operations and facilities staff, the course works through ...": held-out-77);
 * its last word must name people (WordNet).
 */
export function withoutAudienceLead(sentence: string): string {
  const m = AUDIENCE_LEAD.exec(sentence);
  // "rehabilitation engineers working in wheelchair services": the people come before their clause.
  const people = m?.[1]!.replace(/\s+(?:working|based|employed|practising|who)\b.*$/, "");
  return m && namesPeople(people!.split(/\s+/).at(-1)!) ? sentence.slice(m[0].length) : sentence;
}

/**
 * What a colon after the list may open instead of a list of its own: a gloss on it ("..., valuing
 * the claim and Part 36 offers: the stages a trainee meets on almost every file, ...": held-out-83;
 * "Repeat, colour, collection: the three foundations of ...": held-out-92).
 */
export const GLOSS =
  /^:\s*(?:the|these)\s+(?:\p{L}+\s+){0,2}(?:stages|steps|skills|tasks|topics|essentials|foundations|pillars|elements)\b/iu;

/**
 * Where the colon stands after a list it glosses ({@link GLOSS}), or Infinity: a span after it is
 * the gloss's, no list ("Site, soil, ... and pest control: the practical steps in planting ...,
 * from choosing pollinisers to harvesting": held-out-106).
 */
export function glossAt(sentence: string): number {
  const colon = sentence.indexOf(":");
  return colon > 0 && (sentence.slice(0, colon).match(/,/g) ?? []).length >= 2 && GLOSS.test(sentence.slice(colon))
    ? colon
    : Infinity;
}

/**
 * "Preparation, anchoring, concessions and value creation: the course takes each stage ..., using
 * ..., and closes ...": after the colon the course speaks, and the list is before it (held-out-62);
 * also "...: the option links ..." and "...: a first course for maintenance technicians ..." (held-out-99
 * and -101), not "...: an introductory course on how A, how B ..." (its own list: held-out-91).
 */
export const COURSE_SPEAKS =
  /^:\s*(?:(?:the|this|our)\s+(?:course|module|class|unit|programme|seminar|workshop|option)\b|(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}(?:course|module|programme)\s+for\b)/iu;

/** A sentence that only says who the course is for: "For doctors and nurses who ...", with no main clause or colon after. */
export function audienceOnly(sentence: string): boolean {
  const people = /^For\s+[^.]*?\b(\p{L}+)\s+(?:who|whose)\s/u.exec(sentence)?.[1];
  return (
    people !== undefined &&
    namesPeople(people.toLowerCase()) &&
    !/,\s+(?:the|this|our|students|you)\s|[:;—–]/i.test(sentence)
  );
}
