/**
 * Opens an uploaded .imscc (a zip) defensively. An upload is hostile until proven otherwise:
 * entry count, declared sizes and actual inflated bytes are all capped (a "zip bomb" declares
 * small sizes and inflates to gigabytes), and entry names that would escape the archive
 * (absolute, `..`, backslashes, drive letters) are refused. Entries are only inflated when read,
 * so images and PDFs the importer does not need are never decompressed.
 */
import path from "node:path";
import yauzl from "yauzl";
import { CartridgeError } from "./errors.ts";

export interface CartridgeLimits {
  /** Entries in the archive. Default 2 000. */
  maxEntries: number;
  /** Sum of uncompressed sizes, declared and actually read, in bytes. Default 200 MB. */
  maxTotalBytes: number;
  /** Uncompressed size of one entry, in bytes. Default 50 MB. */
  maxEntryBytes: number;
}

export const DEFAULT_CARTRIDGE_LIMITS: CartridgeLimits = {
  maxEntries: 2000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 50 * 1024 * 1024,
};

const MB = 1024 * 1024;

function unsafePath(name: string): CartridgeError {
  return new CartridgeError(
    "unsafe_path",
    `The cartridge contains a file with an unsafe path (${name.slice(0, 200)}): files must stay inside the archive. Export the course again from your LMS.`,
  );
}

/** Our own check of an entry name (yauzl checks too; this keeps the message ours). */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.includes("\\") ||
    name.includes("\0") ||
    name.startsWith("/") ||
    /^[a-zA-Z]:/.test(name) ||
    name.split("/").includes("..")
  );
}

/** Normalises an href from the manifest to an archive path; null when it escapes the archive. */
export function normaliseHref(href: string, base = ""): string | null {
  let decoded = href.trim();
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // keep as written
  }
  decoded = decoded.replace(/[?#].*$/, "");
  const joined = path.posix.normalize(path.posix.join(base, decoded));
  if (joined.startsWith("../") || joined === ".." || joined.startsWith("/") || isUnsafeEntryName(joined)) return null;
  return joined.replace(/^\.\//, "");
}

/** An opened archive: names known, contents inflated on demand under the limits. */
export class ZipArchive {
  private readonly byLowerName = new Map<string, string>();
  private bytesRead = 0;

  constructor(
    private readonly zipfile: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    private readonly limits: CartridgeLimits,
  ) {
    for (const name of entries.keys()) this.byLowerName.set(name.toLowerCase(), name);
  }

  /** File names (directories excluded). */
  get names(): string[] {
    return [...this.entries.keys()];
  }

  /** The stored name for a path, matched exactly, else case-insensitively; null when absent. */
  find(name: string): string | null {
    if (this.entries.has(name)) return name;
    return this.byLowerName.get(name.toLowerCase()) ?? null;
  }

  /** The uncompressed size an entry declares, in bytes (not trusted: `read` counts again); null when absent. */
  declaredSize(name: string): number | null {
    const stored = this.find(name);
    return stored ? (this.entries.get(stored)?.uncompressedSize ?? null) : null;
  }

  /**
   * Inflates one entry, counting the bytes actually produced (headers are not trusted).
   * @throws CartridgeError `too_large` past maxEntryBytes / maxTotalBytes, `damaged` on a corrupt entry
   */
  async read(name: string): Promise<Buffer> {
    const stored = this.find(name);
    const entry = stored ? this.entries.get(stored) : undefined;
    if (!entry) throw new CartridgeError("damaged", `The cartridge is missing ${name}.`);
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zipfile.openReadStream(entry, (error, s) => (error || !s ? reject(mapZipError(error)) : resolve(s))),
    );
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.bytesRead += chunk.length;
        if (size > this.limits.maxEntryBytes || this.bytesRead > this.limits.maxTotalBytes) throw tooLarge(this.limits);
        chunks.push(chunk);
      }
    } catch (error) {
      (stream as unknown as { destroy?: () => void }).destroy?.();
      throw error instanceof CartridgeError ? error : mapZipError(error);
    }
    return Buffer.concat(chunks);
  }

  /** `read` decoded as UTF-8 (a BOM is dropped). */
  async readText(name: string): Promise<string> {
    return (await this.read(name)).toString("utf8").replace(/^\uFEFF/, "");
  }

  close(): void {
    this.zipfile.close();
  }
}

function tooLarge(limits: CartridgeLimits): CartridgeError {
  return new CartridgeError(
    "too_large",
    `The cartridge is too large once unpacked (limits: ${Math.round(limits.maxEntryBytes / MB)} MB per file, ${Math.round(limits.maxTotalBytes / MB)} MB in total). Export the course without large media files and try again.`,
  );
}

function mapZipError(error: unknown): CartridgeError {
  const message = error instanceof Error ? error.message : String(error);
  if (/^(invalid relative path|absolute path|invalid characters in fileName)/.test(message)) {
    return unsafePath(message.replace(/^[^:]*:\s*/, ""));
  }
  if (/too many bytes in the stream/.test(message)) {
    // The entry inflates past the size its header declared: the zip-bomb pattern.
    return new CartridgeError(
      "too_large",
      "The cartridge contains a file that unpacks to more data than it declares. It was refused.",
    );
  }
  return new CartridgeError(
    "not_a_zip",
    "This file is not a valid .imscc (zip) archive, or it is damaged. Export the course again from your LMS.",
    {
      cause: error,
    },
  );
}

/**
 * Opens a zip held in memory and lists its entries under the limits.
 * @throws CartridgeError `not_a_zip`, `too_many_entries`, `too_large` (declared sizes), `unsafe_path`
 */
export async function openZip(buffer: Buffer, limits: CartridgeLimits = DEFAULT_CARTRIDGE_LIMITS): Promise<ZipArchive> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zf) =>
      error || !zf ? reject(mapZipError(error)) : resolve(zf),
    ),
  );
  if (zipfile.entryCount > limits.maxEntries) {
    zipfile.close();
    throw new CartridgeError(
      "too_many_entries",
      `The cartridge has ${zipfile.entryCount} files; at most ${limits.maxEntries} are accepted. Export a smaller part of the course.`,
    );
  }
  const entries = new Map<string, yauzl.Entry>();
  let declared = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zipfile.on("error", (error) => reject(mapZipError(error)));
      zipfile.on("end", () => resolve());
      zipfile.on("entry", (entry: yauzl.Entry) => {
        if (isUnsafeEntryName(entry.fileName)) return reject(unsafePath(entry.fileName));
        declared += entry.uncompressedSize;
        if (entry.uncompressedSize > limits.maxEntryBytes || declared > limits.maxTotalBytes)
          return reject(tooLarge(limits));
        if (!entry.fileName.endsWith("/")) entries.set(entry.fileName, entry);
        zipfile.readEntry();
      });
      zipfile.readEntry();
    });
  } catch (error) {
    zipfile.close();
    throw error;
  }
  return new ZipArchive(zipfile, entries, limits);
}
