/** Types for the parts of `text-readability` (ESM, no bundled types) that the quality rules use. */
declare module "text-readability" {
  interface Readability {
    /** Flesch-Kincaid grade level: 0.39 * words/sentence + 11.8 * syllables/word - 15.59, 1 decimal. */
    fleschKincaidGrade(text: string): number;
    fleschReadingEase(text: string): number;
    lexiconCount(text: string, removePunctuation?: boolean): number;
    sentenceCount(text: string): number;
    averageSentenceLength(text: string): number;
    removePunctuation(text: string): string;
  }
  const readability: Readability;
  export default readability;
}
