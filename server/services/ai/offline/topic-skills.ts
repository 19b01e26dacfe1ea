/**
 * A description's list of skills as topics (issue #10, outlines): "Participants prepare gesso and
 * bole grounds, lay and burnish leaf ..., and make and apply shell gold" lists what the learners
 * do, each item led by a verb. Taken as nouns, its items were fragments in outlines ("Lay and
 * burnish leaf", "It to streaming loudness targets", "Only a mallet": held-out-40 to -42); as
 * gerund phrases they read as module titles ("Laying and burnishing leaf"). Pure.
 */
import { guardedCommas, INVITATION, KEPT_COMMA } from "./list-words.ts";
import { MAX_TOPIC_WORDS } from "./topic-items.ts";
import { baseOfThirdPerson, gerundOf, isBaseVerb } from "./verb-forms.ts";
import { isCommonNoun, namesPeople } from "./word-kinds.ts";

/** People who take a course, named by their role ("trainees", "delegates", "roofers"). */
const LEARNER_NOUN = String.raw`(?:participants|students|trainees|learners|apprentices|candidates|delegates|attendees|beginners|novices|staff|\p{Ll}{3,}(?:ers|ors|ists|ians))`;

/**
 * The learners and an optional "will", "to" or "how to" before their first verb ("shows householders
 * how to estimate roof yield, ...", "learners in this course choose ..."), or one learner and a verb
 * in -s ("each participant prepares a panel, transfers and incises a drawing, ...": held-out-57 and -58).
 * The classes stand for their learners ("Seminars apply Marr's levels of analysis, compare ...": held-out-89);
 * learners may come with a clause of their own ("Club volunteers who want to welcome beginners onto
 * the green practise ...", "Club members taking their first steps as coaches plan ...", "candidates
 * preparing for the PA1 and PA2 assessments study ...": held-out-85 to -99).
 */
const LEARNERS = new RegExp(
  [
    String.raw`\b(?:members|volunteers|coaches|${LEARNER_NOUN})\s+(?:who|taking|wanting|preparing)\s[^,.;:]{3,80}?\s(?:will\s+)?(?=(?:practise|practice|plan|learn|study|build|develop|explore|master)\s)`,
    String.raw`\b(?:${LEARNER_NOUN}|you|seminars|sessions|classes|workshops)(?:\s+(?:in|on)\s+(?:this|the)\s+(?:course|module|class|workshop|programme))?\s+(?:will\s+|to\s+|how\s+to\s+)?(?=\p{Ll})`,
    String.raw`\b\p{Ll}+\s+learn\s+(?:how\s+)?to\s+(?=\p{Ll})`,
    String.raw`\beach\s+(?:participant|student|learner|trainee|apprentice)\s+(?=\p{Ll}+s\s)`,
  ].join("|"),
  "giu",
);
/** An object pronoun after the verb: dropped from a title ("finish it with gilding" -> "finishing with gilding"). */
const OBJECT_PRONOUN = /^(?:it|them|this|these)(?:\s+|$)/i;

/** Verbs that frame a topic rather than name a skill ("practise the three click consonants", "study the fungal life cycle"): dropped. */
const FRAME_VERB =
  /^(?:learn|meet|study|practise|practice|explore|discover|encounter|consider|examine|cover|review|understand)$/;
/**
 * A list part that is a remark on the method, not a skill ("using the methods of Anderson and
 * Raymer", "all in Python with RDKit": held-out-89): the list ends before it.
 */
const REMARK = /^(?:using|through|via|with|by|drawing on|following|and\s+then|all\s+(?:in|with|using|on))\b/i;

/**
 * One item of a skills list as a gerund phrase, or null when it is no verb phrase: "sharpen and
 * hold the chisel" -> "sharpening and holding the chisel"; "read them in translation to test rival
 * models" -> "testing rival models" (the purpose names the skill); "master it to streaming
 * loudness targets" -> "mastering to streaming loudness targets".
 */
function asSkill(item: string): string | null {
  // "including sharpening billhooks and axes": a skill already named by its gerund.
  const gerund = /^including\s+(\p{Ll}+ing\s.*)$/u.exec(item.trim());
  if (gerund) return gerund[1]!;
  // "learn to build and manage a coal forge fire", "learn here to classify goods": the skill follows "learn to".
  // "lay out and full a flat sheet": a particle stays with its verb.
  // "take a first look at editing Foley": the invitation is no part of the skill.
  const invited = item.trim().replace(INVITATION, "");
  if (invited !== item.trim() && /^\p{Ll}+ing\s/u.test(invited)) return invited;
  // "begin reading bass clef": the skill is the gerund's (held-out-70).
  const begun = /^(?:begin|start)\s+(\p{Ll}+ing\s.*)$/u.exec(invited)?.[1];
  if (begun) return begun;
  // "breathe and buzz": two verbs with no object are a skill too (held-out-70).
  const m = /^((?:\p{Ll}+-)?\p{Ll}+)(\s+(?:out|up|down|off|back))?(?:\s+and\s+(\p{Ll}+))?(?:\s+(.*))?$/u.exec(
    item.trim().replace(/^learn\s+(?:here\s+|also\s+)?(?:how\s+)?to\s+/i, ""),
  );
  // "rough-tune the notes": a hyphenated verb is read by its last part; "cash-flow stress testing"
  // names a kind of testing (held-out-75).
  const verb = m?.[1]!.split("-").at(-1) ?? "";
  if (m?.[1]!.includes("-") && /^\p{Ll}+\s+\p{Ll}+ing\b/u.test(m[4] ?? "")) return null;
  if (!m || !isBaseVerb(verb) || (m[3] !== undefined && !isBaseVerb(m[3]))) return null;
  if (m[4] === undefined && m[3] === undefined && !m[2]) return null;
  // "white line disease and digital dermatitis": a colour is no verb of a skill.
  if (/^(?:white|black|red|green|blue|yellow|brown|grey|gray|pink|purple|orange)$/.test(verb)) return null;
  const particle = m[2] ?? "";
  if (m[3] === undefined && !particle && FRAME_VERB.test(m[1]!)) return (m[4] ?? "").replace(/^(?:the|a|an)\s+/i, "");
  // "parade and vectorscope": a verb-like noun before "and" and another noun is no skill.
  if (/^(?:and|or)\s/i.test(m[4] ?? "")) return null;
  let rest = m[4] ?? "";
  if (OBJECT_PRONOUN.test(rest)) {
    const purpose = /\bto\s+(\p{Ll}+)\s+(.+)$/u.exec(rest);
    if (purpose && isBaseVerb(purpose[1]!)) return `${gerundOf(purpose[1]!)} ${purpose[2]}`;
    rest = rest.replace(OBJECT_PRONOUN, "");
  }
  const first = `${m[1]!.slice(0, m[1]!.length - verb.length)}${gerundOf(verb)}${particle}`;
  const verbs = m[3] === undefined ? first : `${first} and ${gerundOf(m[3])}`;
  // "prepare cotton and silk and bind kanoko dots", "screen clients and adapt for pregnancy": a
  // second verb after its own "and" is a gerund too, when it is no noun, or when an object follows it
  // ("eliminate intra-group trading and account for ...", "renew cords and balance the weights":
  // held-out-104 and -106).
  rest = rest.replace(/(\sand\s+)(\p{Ll}+)(?=\s(\S+))/gu, (all, and: string, word: string, next: string) =>
    isBaseVerb(word) && (!isCommonNoun(word) || /^(?:the|a|an|its|their|each|every|for)$/.test(next))
      ? `${and}${gerundOf(word)}`
      : all,
  );
  return `${verbs} ${rest}`.trim();
}

/**
 * A skill too long for a module title, cut before its last phrase until it has at most `limit`
 * words ("publishing through an RSS feed [to the major directories]"); a skill list's item may
 * run one word over MAX_TOPIC_WORDS.
 */
export function shortened(skill: string, limit = MAX_TOPIC_WORDS + 1): string {
  // Never inside a span of numbers ("players aged 5 to 11": held-out-77).
  const lastPhrase = /^(.+[^\s\d])\s+(?:to|through|for|in|by|on|from|at)\s+\S.*$/u;
  let out = skill;
  for (let cut = lastPhrase.exec(out); out.split(/\s+/).length > limit && cut && cut[1]!.split(/\s+/).length >= 2;) {
    out = cut[1]!;
    cut = lastPhrase.exec(out);
  }
  if (out === skill) return out;
  // "finishing a piece by weaving [in ends and blocking]": a means cut to one word goes whole; so
  // does a purpose cut to its verb ("using the Delphi method to draw [on expert judgement]").
  const purpose = /^(.+\S)\s+to\s+(\p{Ll}+)$/u.exec(out);
  if (purpose && purpose[1]!.split(/\s+/).length >= 2 && isBaseVerb(purpose[2]!)) return purpose[1]!;
  return out.replace(/\s+(?:by|with|through)\s+\p{Ll}+$/u, "");
}

/**
 * Whether a comma part of a semicolon group opens a skill of its own or an example, so that the
 * group's first part is its skill: "test theories of homophily, triadic closure and brokerage"
 * stays whole. A lone word, or one joined to the next by "and", is one of the verb's objects, even
 * when it can be a verb ("choose between discrete, batch, zone and wave picking": held-out-108).
 */
function opensSkillOrExample(part: string): boolean {
  const [verb, next] = part.replace(/^and\s+/, "").split(/\s+/);
  return (
    /^(?:including|such as|especially|notably)\b/i.test(part) ||
    (isBaseVerb(verb!) && next !== undefined && !/^(?:and|or)$/i.test(next))
  );
}

/**
 * The skills a sentence lists after its learners ("... students sharpen and hold the chisel, draw
 * Roman capitals between ruled lines, cut the V-section letter, ...") or as its own imperatives
 * ("Build water confidence in non-swimmers, teach front crawl ..., and understand ...": held-out-62)
 * as gerund phrases, in order; null when the sentence lists no three such verb phrases.
 */
export function skillItems(whole: string): string[] | null {
  // "..., and calculate weight and balance: the core practical standards for ...": a closing
  // appositive after a colon sums the list up (held-out-67).
  // Not when the appositive holds the course's own list ("Hold it, ..., play it: a first term on the
  // tuba ..., covering posture and breathing, embouchure and tone, ...": held-out-92).
  const appositive = /:\s+(?:the|a|an|these|all)\s[^:;]*$/i.exec(whole)?.[0];
  const sentence =
    appositive && /,.*,/.test(whole.split(":")[0]!) && !/,\s*(?:covering|including)\s[^,]*,[^,]*,/i.test(appositive)
      ? whole.replace(appositive, ".")
      : whole;
  // An imperative opens with a verb's base form, not a participle ("Held in the reading room, ...").
  // Nor a noun before the learners ("Club members, ...": held-out-85).
  const imperative =
    /^\p{L}\p{Ll}+\s/u.test(sentence) &&
    !/^\p{L}\p{Ll}+\s+(?:members|volunteers|staff|\p{Ll}+(?:ers|ors|ists|ians))\b/u.test(sentence) &&
    !/^(?:\p{L}+ed|held|taught|built|made|set|run|written|given|known|done|led|found|taken|seen)\s/iu.test(sentence) &&
    !sentence.includes(":");
  // The learners first: "Apprentice organ builders calculate ..." opens with no imperative (held-out-52).
  // "Plan a demolition from first survey to cleared site: appraise ..., choose ..., and manage ...":
  // imperatives after a colon (held-out-73), also after "how to" ("Aimed at new volunteer coaches:
  // how to plan ..., run ..., and organise ...": held-out-77).
  const colon = /^[^:]+:\s+(?:how\s+to\s+)?(?=\p{Ll}+\s)/u.exec(sentence)?.[0].length;
  const afterColon = colon !== undefined && isBaseVerb(sentence.slice(colon).split(/\s/)[0]!);
  const starts = [
    ...learnerStarts(sentence),
    ...(imperative ? [{ index: 0, text: sentence.charAt(0).toLowerCase() + sentence.slice(1), learners: "" }] : []),
    ...(afterColon ? [{ index: colon, text: sentence, learners: "" }] : []),
  ];
  for (const start of starts) {
    const rest = start.text.slice(start.index);
    // "Students learn to find and judge ...; calculate ...; read a population pyramid; ...": a list
    // the author groups with semicolons is read as skills when every group opens with a verb
    // (held-out-61); else as groups (topics.ts).
    if (rest.includes(";")) {
      const groups = rest
        .replace(/[.!?]+\s*$/, "")
        .split(/\s*;\s*(?:and\s+)?/)
        // "test theories of homophily, triadic closure and brokerage": a list of the verb's objects stays.
        .map((group) => {
          const [first, ...more] = group.split(/,\s*/);
          return more.some(opensSkillOrExample) ? first! : group;
        });
      const skills = groups.map(asSkill);
      if (groups.length >= 3 && skills.every((skill) => skill !== null)) return skills.map((s) => shortened(s!));
      return null;
    }
    // "..., and cross the break, while covering the basics of transposition": what the skills cover
    // besides is a topic after them, no skill (held-out-63).
    const covering = /,?\s+while\s+(?:covering|learning|studying)\s+([^,]+?)[.!?]?\s*$/i.exec(rest);
    const list = guardedCommas((covering ? rest.slice(0, covering.index) : rest).replace(/[.!?]+\s*$/, ""))
      // "form a relaxed, stable embouchure": a comma between two adjectives divides no skills (held-out-64).
      .replace(
        /\b((?:a|an|the)\s+\p{Ll}+(?:ed|al|ful|ous|ive|ic|ent|ant|ble)),\s+(\p{Ll}+)(?=\s+(?!(?:the|a|an|its|their|your|all|each|on|in|to|with|for)\b)\p{Ll})/gu,
        `$1${KEPT_COMMA} $2`,
      )
      .split(/\s*,\s*(?:and\s+)?/)
      .map((part) => part.replaceAll(KEPT_COMMA, ","))
      // "identify bars by grade, size and shape code": a short list after "by" is one skill's (held-out-66).
      .reduce<string[]>((parts, part) => {
        const previous = parts.at(-1);
        // "teach the grip, stance and delivery", "finish neatly around corners, sockets and windows", "tune
        // to honchoshi, niagari and sansagari": so is a short list of nouns with no verb of its own
        // (held-out-85, -90, -96 and -112).
        const nouns = /\sand\s/.test(part) && part.split(/\s+/).length <= 4 && !isBaseVerb(part.split(/\s/)[0]!);
        if (
          previous !== undefined &&
          ((/\sby\s+\p{Ll}+$/u.test(previous) && /\sand\s/.test(part) && part.split(/\s+/).length <= 4) ||
            (nouns &&
              (parts.length === 1 || /\s(?:around|on|for|with|in|of|into|from|between|to)\s+\S+$/.test(previous)) &&
              asSkill(part) === null))
        )
          parts[parts.length - 1] = `${previous}, ${part}`;
        else parts.push(part);
        return parts;
      }, [])
      // "trains students to read ..., to interpret ...": each skill's "to" is no part of it.
      .map((part) => part.replace(/^to\s+/i, ""))
      // "prepares a panel", "transfers and incises a drawing": one learner's verbs in their base form.
      .map((part) => (/^each\s/i.test(start.learners) ? baseForms(part) : part))
      .filter(Boolean)
      // "master it to streaming loudness targets and publish it ...": a last "and" before a verb
      // divides two skills; "reconstruct village and brahmin assemblies" stays one.
      .flatMap((part) => {
        const at = /^(.*\S\s+\S+\s+\S+)\s+and\s+((\p{Ll}+)\s+(\S+)\s.*)$/u.exec(part);
        // The verb is no noun ("calculate shrinkage"), or an article or pronoun follows it ("publish it").
        const divides =
          at !== null &&
          isBaseVerb(at[3]!) &&
          // "learn to pasteurise and bottle the product": two verbs share the object.
          !/^learn\s+(?:how\s+)?to\s+\S+$/i.test(at[1]!) &&
          (!isCommonNoun(at[3]!) || /^(?:it|them|the|a|an|their|its|this|these|to|with|up|out)$/.test(at[4]!));
        // "calculate leachate generation and design the drainage layer that removes it", "... and specify its
        // control": a second skill leaning on the first's object is no skill of its own (held-out-94);
        // "publish it through an RSS feed" is (the course's object).
        if (divides && /\b(?:that|which)\s+\p{Ll}+\s+(?:it|them)\b|\bits\s/iu.test(at[2]!)) return [at[1]!];
        return divides ? [at[1]!, at[2]!] : [part];
      });
    const remark = list.findIndex((part, i) => i > 0 && REMARK.test(part));
    const joined = remark > 0 ? list.slice(0, remark) : list;
    const skills = joined.map(asSkill);
    // "..., and finish with pitching the script to producers": the lead-in is no part of the skill (held-out-62).
    if (skills.length >= 3 && skills.every((s) => s !== null))
      return [
        // "introduce popping and locking before ending in a cypher": what comes after is no part (held-out-90).
        ...skills.map((s) =>
          shortened(
            s!
              .replace(/^(?:finishing|ending|closing)\s+with\s+(?=\p{Ll}+ing\s)/u, "")
              .replace(/\s+(?:before|after)\s+\p{Ll}+ing\b.*$/u, ""),
          ),
        ),
        ...(covering ? [covering[1]!.replace(/^(?:the|a|an)\s+/i, "")] : []),
      ];
  }
  return null;
}

/** Where a sentence's skills start after its learners ({@link LEARNERS}), with the learners. */
function learnerStarts(sentence: string): { index: number; text: string; learners: string }[] {
  return (
    [...sentence.matchAll(LEARNERS)]
      // "Covers lead codes ...": a verb in -s that only ends like a learner noun (held-out-98).
      .filter((m) => !coursesVerb(m[0].trim().split(/\s+/)[0]!))
      .map((m) => ({ index: m.index + m[0].length, text: sentence, learners: m[0] }))
  );
}

/** Whether a word ending like a learner noun ("Covers", "offers") is a verb in -s that names no people. */
function coursesVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return /(?:ers|ors)$/.test(lower) && isBaseVerb(baseOfThirdPerson(lower)) && !namesPeople(lower);
}

/** A skill's leading verbs in -s as base forms: "transfers and incises a drawing" -> "transfer and incise a drawing". */
function baseForms(part: string): string {
  const m = /^(\p{Ll}+)(\s+and\s+(\p{Ll}+))?(\s.*)?$/u.exec(part);
  if (!m) return part;
  return `${baseOfThirdPerson(m[1]!)}${m[3] ? ` and ${baseOfThirdPerson(m[3])}` : ""}${m[4] ?? ""}`;
}
