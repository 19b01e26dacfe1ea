import { describe, expect, it } from "vitest";
import { rawZip, zipEntries } from "../test-support/zip-fixtures.ts";
import { CartridgeError, importCommonCartridge } from "./index.ts";

const MB = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<CartridgeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CartridgeError);
  return error as CartridgeError;
}

describe("importCommonCartridge: hostile or wrong uploads are refused", () => {
  const manifest =
    '<?xml version="1.0"?><manifest identifier="x" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1"><organizations/><resources/></manifest>';

  it("refuses a file that is not a zip", async () => {
    const error = await refusal(importCommonCartridge(Buffer.from("%PDF-1.7 definitely not a zip")));
    expect(error.reason).toBe("not_a_zip");
    expect(error.httpStatus).toBe(400);
  });

  it("refuses a zip without imsmanifest.xml at its root", async () => {
    const error = await refusal(importCommonCartridge(await zipEntries({ "course/imsmanifest.xml": manifest })));
    expect(error.message).toBe("This file is not an IMS Common Cartridge: imsmanifest.xml is missing");
  });

  it("refuses an entry that escapes the archive (../evil.txt)", async () => {
    const zip = rawZip([
      { name: "imsmanifest.xml", data: Buffer.from(manifest) },
      { name: "../evil.txt", data: Buffer.from("pwned") },
    ]);
    const error = await refusal(importCommonCartridge(zip));
    expect(error.reason).toBe("unsafe_path");
    expect(error.message).toContain("../evil.txt");
  });

  it.each(["/etc/passwd", "C:/Windows/evil.dll", "web\\..\\evil.txt"])("refuses the unsafe name %s", async (name) => {
    const zip = rawZip([
      { name: "imsmanifest.xml", data: Buffer.from(manifest) },
      { name, data: Buffer.from("x") },
    ]);
    expect((await refusal(importCommonCartridge(zip))).reason).toBe("unsafe_path");
  });

  it("refuses too many entries", async () => {
    const entries = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, "x"]));
    const zip = await zipEntries({ "imsmanifest.xml": manifest, ...entries });
    const error = await refusal(importCommonCartridge(zip, { limits: { maxEntries: 20 } }));
    expect(error.reason).toBe("too_many_entries");
    expect(error.httpStatus).toBe(413);
  });

  it("refuses a zip bomb whose header declares its real size (2 MB of zeros, 1 MB cap)", async () => {
    const zip = await zipEntries({ "imsmanifest.xml": manifest, "bomb.html": Buffer.alloc(2 * MB) });
    expect(zip.length).toBeLessThan(64 * 1024); // highly compressible
    const error = await refusal(importCommonCartridge(zip, { limits: { maxEntryBytes: 1 * MB } }));
    expect(error.reason).toBe("too_large");
  });

  it("refuses a zip bomb whose header lies about its size (counts inflated bytes)", async () => {
    const bombManifest = manifest
      .replace(
        "<resources/>",
        '<resources><resource identifier="r" type="webcontent" href="bomb.html"><file href="bomb.html"/></resource></resources>',
      )
      .replace(
        "<organizations/>",
        '<organizations><organization><item identifier="LearningModules"><item identifier="m"><title>M</title><item identifier="i" identifierref="r"><title>Bomb</title></item></item></item></organization></organizations>',
      );
    const zip = rawZip([
      { name: "imsmanifest.xml", data: Buffer.from(bombManifest) },
      { name: "bomb.html", data: Buffer.alloc(2 * MB), deflate: true, declaredSize: 100 },
    ]);
    const error = await refusal(importCommonCartridge(zip, { limits: { maxEntryBytes: 1 * MB } }));
    expect(error.reason).toBe("too_large");
  });

  it("refuses a total uncompressed size over the cap", async () => {
    const zip = await zipEntries({
      "imsmanifest.xml": manifest,
      "a.bin": Buffer.alloc(600 * 1024),
      "b.bin": Buffer.alloc(600 * 1024),
    });
    const error = await refusal(importCommonCartridge(zip, { limits: { maxTotalBytes: 1 * MB } }));
    expect(error.reason).toBe("too_large");
  });

  it("refuses XML entity declarations (billion laughs)", async () => {
    const evil =
      '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><manifest>&b;</manifest>';
    const error = await refusal(importCommonCartridge(await zipEntries({ "imsmanifest.xml": evil })));
    expect(error.reason).toBe("invalid_xml");
  });
});
