/**
 * wink-nlp tokens of short texts with their parts of speech, lemmas and offsets, cached: the
 * quiz checks (quiz-terms.ts), the module-description objectives (objective-descriptions.ts) and
 * the description lists (topics.ts) read the same phrases again and again. Pure.
 */
import type { ItsFunction } from "wink-nlp";
import { wink as nlp } from "../../nlp/wink.ts";

/** One wink-nlp token of a text: its value, part of speech, lemma and offset in the text. */
export interface TaggedToken {
  text: string;
  pos: string;
  lemma: string;
  /** Where the token starts in the text (-1 when the tokenizer changed it). */
  at: number;
}

const tokenCache = new Map<string, TaggedToken[]>();
/** Texts whose tokens are kept before the cache starts afresh. */
const TOKEN_CACHE_MAX = 10_000;

/**
 * The wink-nlp tokens of a short text (a sentence, a phrase, a module description) with their
 * parts of speech, lemmas and offsets, cached: the quiz and objective checks read the same
 * phrases again and again. The returned array is shared; callers must not change it.
 */
export function tokensOf(text: string): readonly TaggedToken[] {
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const { its } = nlp();
  const tokens = nlp().readDoc(text).tokens();
  const values = tokens.out() as string[];
  const pos = tokens.out(its.pos) as unknown as string[];
  const lemmas = tokens.out(its.lemma as ItsFunction<string>) as unknown as string[];
  let cursor = 0;
  const out = values.map((value, i) => {
    const at = text.indexOf(value, cursor);
    cursor = at >= 0 ? at + value.length : cursor;
    return { text: value, pos: pos[i]!, lemma: lemmas[i] ?? value, at };
  });
  if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.clear();
  tokenCache.set(text, out);
  return out;
}

/** A text's tokens as parallel arrays: values, parts of speech and lemmas ({@link tokensOf}). */
export interface Tagged {
  raw: string[];
  pos: string[];
  lemma: string[];
}

/** {@link tokensOf} as parallel arrays, the shape the description readers index by position. */
export function tagged(text: string): Tagged {
  const tokens = tokensOf(text);
  return { raw: tokens.map((t) => t.text), pos: tokens.map((t) => t.pos), lemma: tokens.map((t) => t.lemma) };
}
