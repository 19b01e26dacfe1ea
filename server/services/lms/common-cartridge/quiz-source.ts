/**
 * Which copy of a quiz to read. Canvas exports each quiz twice: the CC QTI file (CC profile: the
 * item types CC knows) and its own copy in non_cc_assessments/<id>.xml.qti (every Canvas item
 * type, bank draws included), named by the quiz resource or by the metadata resource it depends on.
 */
import { NON_CC_QTI, type Resource } from "./manifest.ts";
import { parseQti, type ParsedQti } from "./qti.ts";

/** How the reader reaches the archive. */
export interface ArchiveAccess {
  exists(path: string): boolean;
  readText(path: string | null): Promise<string | null>;
}

/**
 * A quiz's questions: its CC QTI file, or Canvas's own copy when the CC file is missing,
 * unreadable, or holds fewer items and bank draws. Type and position (our cw_ fields) come from
 * the CC copy when it has them.
 * @returns null when neither copy is in the archive
 * @throws CartridgeError `invalid_xml` when no copy can be read
 */
export async function readQuizCopies(
  resource: Resource,
  resources: Map<string, Resource>,
  archive: ArchiveAccess,
): Promise<ParsedQti | null> {
  const own = [resource.href, ...resource.files].filter((f): f is string => Boolean(f));
  const ccFile = own.find((f) => !NON_CC_QTI.test(f) && archive.exists(f)) ?? null;
  const depFiles = resource.dependencies.flatMap((d) => resources.get(d)?.files ?? []);
  const canvasFile = [...own, ...depFiles].find((f) => NON_CC_QTI.test(f) && archive.exists(f)) ?? null;
  // Either copy may be unreadable; an error counts only when no copy can be read.
  const read = async (file: string | null, name: string) => {
    const xml = await archive.readText(file);
    if (xml === null) return { qti: null, error: null };
    try {
      // A quiz with a non_cc_assessments copy is Canvas's, both copies (its scoring is Canvas's).
      return { qti: parseQti(xml, file ?? name, { canvas: canvasFile !== null }), error: null };
    } catch (error) {
      return { qti: null, error };
    }
  };
  const ccRead = await read(ccFile, "assessment");
  const canvasRead = await read(canvasFile, "question bank");
  const cc = ccRead.qti;
  const canvas = canvasRead.qti;
  if (!cc && !canvas && (ccRead.error || canvasRead.error)) throw ccRead.error ?? canvasRead.error;
  const size = (q: ParsedQti) => q.itemCount + q.drawCount;
  if (canvas && (!cc || size(canvas) > size(cc))) {
    return { ...canvas, assessmentType: cc?.assessmentType ?? canvas.assessmentType, position: cc?.position ?? null };
  }
  return cc;
}
