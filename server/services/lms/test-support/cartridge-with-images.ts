/**
 * A small Common Cartridge whose pages show course files (issue #12): an image by
 * `$IMS-CC-FILEBASE$` (URL-encoded, as Canvas writes it) and again by a relative path, a PDF
 * link, and an image the archive lacks. Used by the unit, route and e2e tests.
 */
import { deflateSync } from "node:zlib";
import { zipEntries } from "./zip-fixtures.ts";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one colour (8-bit RGB, PNG spec §11.2.2), `width` x `height` pixels. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The image of the cartridge: 240 x 120, blue. */
export const CELL_DIAGRAM_PNG = solidPng(240, 120, [0x1f, 0x6f, 0xb2]);

/** Alt text of the image, as the page gives it. */
export const CELL_DIAGRAM_ALT = "Diagram of a plant cell";

/**
 * The cartridge: module "Cells" with lessons "The cell" (the image twice, the PDF link, a missing
 * image) and "Summary" (the same image again), in `wiki_content/`; files in `web_resources/`.
 */
export function cartridgeWithImages(): Promise<Buffer> {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="files1" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
  <metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion>
    <lom xmlns="http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource"><general><title><string>Plant cells</string></title></general></lom>
  </metadata>
  <organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="root">
    <item identifier="m1"><title>Cells</title>
      <item identifier="i1" identifierref="page1"><title>The cell</title></item>
      <item identifier="i2" identifierref="page2"><title>Summary</title></item>
    </item>
  </item></organization></organizations>
  <resources>
    <resource identifier="page1" type="webcontent" href="wiki_content/the-cell.html">
      <file href="wiki_content/the-cell.html"/><dependency identifierref="img1"/>
    </resource>
    <resource identifier="page2" type="webcontent" href="wiki_content/summary.html"><file href="wiki_content/summary.html"/></resource>
    <resource identifier="img1" type="webcontent" href="web_resources/images/cell diagram.png"><file href="web_resources/images/cell diagram.png"/></resource>
    <resource identifier="pdf1" type="webcontent" href="web_resources/handout.pdf"><file href="web_resources/handout.pdf"/></resource>
  </resources>
</manifest>`;
  return zipEntries({
    "imsmanifest.xml": manifest,
    "wiki_content/the-cell.html": `<html><head><title>The cell</title></head><body>
<p>Look at the cell.</p>
<p><img src="%24IMS-CC-FILEBASE%24/images/cell%20diagram.png" alt="${CELL_DIAGRAM_ALT}" width="240"></p>
<p><a href="%24IMS-CC-FILEBASE%24/handout.pdf?canvas_download=1">Handout (PDF)</a></p>
<p><img src="$IMS-CC-FILEBASE$/images/missing.png" alt="Lost figure"></p>
<p><a href="$WIKI_REFERENCE$/pages/summary">Summary</a></p>
</body></html>`,
    "wiki_content/summary.html": `<html><head><title>Summary</title></head><body>
<p><img src='../web_resources/images/cell diagram.png' alt="The same diagram"></p>
</body></html>`,
    "web_resources/images/cell diagram.png": CELL_DIAGRAM_PNG,
    "web_resources/handout.pdf": "%PDF-1.4\n% handout\n",
  });
}
