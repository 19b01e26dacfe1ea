/**
 * Issue #12 "every resource accounted for", measured on real cartridges: each fixture's
 * imsmanifest.xml is read here with its own small fast-xml-parser reader (not the importer's),
 * and every `<resource>` must come out imported (a lesson of the named module, an assessment, the
 * course settings), part of a resource that was imported (a dependency or CC 1.3 variant the
 * manifest itself declares), or named by identifier in one of the import's warnings. Fixtures:
 * test/fixtures/cartridges/* (public cartridges; each SOURCE.txt names repository, commit, licence,
 * producer) and the shared cc2olx fixtures, zipped here when extracted.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { zipDirectory } from "../test-support/zip-fixtures.ts";
import { importCommonCartridge } from "./index.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../../test/fixtures/cartridges");
const SHARED = "/work/shared/fixtures/common-cartridge";

interface Fixture {
  name: string;
  producer: string;
  load: () => Promise<Buffer>;
}

function fixtures(): Fixture[] {
  const out: Fixture[] = [];
  for (const name of readdirSync(CORPUS).sort()) {
    const dir = path.join(CORPUS, name);
    if (!existsSync(path.join(dir, "SOURCE.txt"))) continue;
    const producer = /^Producer: (.*)$/m.exec(readFileSync(path.join(dir, "SOURCE.txt"), "utf8"))?.[1] ?? "?";
    const archive = readdirSync(dir).find((f) => /\.(imscc|zip)$/i.test(f));
    const load = archive
      ? () => Promise.resolve(readFileSync(path.join(dir, archive)))
      : () => zipDirectory(path.join(dir, "extracted"));
    out.push({ name, producer, load });
  }
  for (const name of ["main", "corner_cases"]) {
    if (existsSync(path.join(SHARED, name))) {
      out.push({
        name: `cc2olx-${name}`,
        producer: "Open edX cc2olx test data",
        load: () => zipDirectory(path.join(SHARED, name)),
      });
    }
  }
  return out;
}

/** The text of one archive entry, read with yauzl directly. */
function readEntry(buffer: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString("utf8"));
          });
        });
      });
      zip.on("end", () => reject(new Error(`${name} not in archive`)));
      zip.readEntry();
    });
  });
}

interface ManifestResource {
  identifier: string;
  type: string;
  paths: string[];
  dependencies: string[];
  variantOf: string | null;
}

type Node = Record<string, unknown>;
const asList = (v: unknown): Node[] => (v === undefined ? [] : Array.isArray(v) ? (v as Node[]) : [v as Node]);

/** The manifest's resources, read independently of the importer. */
function manifestResources(xml: string): ManifestResource[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", removeNSPrefix: true });
  const manifest = (parser.parse(xml) as Node).manifest as Node;
  return asList((manifest.resources as Node | undefined)?.resource).map((r) => ({
    identifier: String(r.identifier),
    type: String(r.type ?? ""),
    paths: [r.href, ...asList(r.file).map((f) => f.href)].filter(Boolean).map(String),
    dependencies: asList(r.dependency).map((d) => String(d.identifierref)),
    variantOf: (r.variant as Node | undefined)?.identifierref ? String((r.variant as Node).identifierref) : null,
  }));
}

describe("every manifest resource is imported or named in a warning (issue #12)", () => {
  const all = fixtures();

  it("the corpus holds at least 10 cartridges from at least 4 producers", () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    const producers = new Set(all.map((f) => f.producer.split(" (")[0]));
    expect(producers.size).toBeGreaterThanOrEqual(4);
  });

  it.each(all.map((f) => [f.name, f] as const))("%s: 0 silent losses", async (_name, fixture) => {
    const buffer = await fixture.load();
    const resources = manifestResources(await readEntry(buffer, "imsmanifest.xml"));
    const course = await importCommonCartridge(buffer);
    const report = new Map(course.resourceReport.map((e) => [e.identifier, e]));
    const warnings = course.warnings.join("\n");
    const byId = new Map(resources.map((r) => [r.identifier, r]));

    const lost: string[] = [];
    for (const resource of resources) {
      const entry = report.get(resource.identifier);
      const why = (reason: string) => lost.push(`${resource.identifier} (${resource.type}): ${reason}`);
      if (!entry) {
        why("no outcome");
      } else if (entry.status === "not_imported") {
        if (!warnings.includes(`(${resource.identifier}`)) why("not imported and named in no warning");
      } else if (entry.status === "part_of") {
        const parent = byId.get(entry.parent);
        const declared = parent?.dependencies.includes(resource.identifier) || resource.variantOf === entry.parent;
        if (!declared) why(`said to be part of ${entry.parent}, which the manifest does not declare`);
        if (report.get(entry.parent)?.status !== "imported") why(`part of ${entry.parent}, which was not imported`);
      } else if (entry.as === "lesson") {
        const module = course.modules.find((m) => m.title === entry.module);
        if (!module?.lessons.some((l) => l.title === entry.title))
          why(`no lesson "${entry.title}" in "${entry.module}"`);
      } else if (entry.as === "assessment") {
        if (!course.assessments.some((a) => a.title === entry.title)) why(`no assessment "${entry.title}"`);
      } else if (entry.as === "file") {
        // A course file the lessons show: copied, and some lesson points at its placeholder.
        const file = course.files?.find((f) => resource.paths.includes(f.source));
        const shown = course.modules.some((m) =>
          m.lessons.some((l) => file && l.contentHtml.includes(file.placeholder)),
        );
        if (!file || !shown) why("reported as a copied file, but no lesson shows it");
      } else if (
        !resource.paths.some((p) => p.startsWith("course_settings/")) &&
        resource.identifier !== "coursewright_meta"
      ) {
        why("reported as course settings but holds no course_settings/ file");
      }
    }
    // A second resource under an identifier already taken is named, with its files, in a warning.
    const seen = new Set<string>();
    for (const resource of resources) {
      if (seen.has(resource.identifier)) {
        const named = course.warnings.some(
          (w) =>
            w.includes(`identifier ${resource.identifier} more than once`) &&
            resource.paths.every((p) => w.includes(p)),
        );
        if (!named) lost.push(`${resource.identifier}: duplicate identifier named in no warning`);
      }
      seen.add(resource.identifier);
    }
    expect(lost).toEqual([]);
    expect(course.resourceReport).toHaveLength(seen.size);
  });
});
