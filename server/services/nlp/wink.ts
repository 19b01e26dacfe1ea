/**
 * The one wink-nlp instance of the server (English lite web model: sentence boundaries, part of
 * speech, lemmas). The model loads once, lazily, on the first call (about 150 ms cold); the AI
 * offline engine and the quality rules share it.
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

export type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | null = null;

/** The shared wink-nlp instance, created on first use. */
export function wink(): Nlp {
  instance ??= winkNLP(model, ["sbd", "pos"]);
  return instance;
}

/**
 * Whether `word` is used as a verb where it starts an objective: tagged in the frame "Students
 * will be able to <word> <rest>", where a modal and "to" make the verb reading the likely one.
 * @param rest - the words after it, e.g. "the boiling point of water"
 */
export function isVerbInObjective(word: string, rest: string): boolean {
  const nlp = wink();
  const doc = nlp.readDoc(`Students will be able to ${word} ${rest}`.trim());
  const tags: string[] = doc.tokens().out(nlp.its.pos) as unknown as string[];
  return tags[5] === "VERB";
}
