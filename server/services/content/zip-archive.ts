/** Writing zip archives in memory (yazl), for cartridge exports and the "download your data" archive. */
import yazl from "yazl";

/**
 * Zips `files` (path inside the archive -> text as UTF-8, or bytes) into one buffer.
 * @param mtime - the modification time stamped on every entry (fixed, so equal input gives equal bytes)
 */
export function zipArchive(files: Iterable<[string, string | Buffer]>, mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, content] of files) {
    zip.addBuffer(typeof content === "string" ? Buffer.from(content, "utf8") : content, path, { mtime });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}
