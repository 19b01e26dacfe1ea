/**
 * A Canvas-style Common Cartridge whose pages link to each other the way Canvas exports write it
 * (issue #12): `$WIKI_REFERENCE$/pages/<slug>`, `$CANVAS_OBJECT_REFERENCE$/<type>/<id>` and
 * `$CANVAS_COURSE_REFERENCE$/...`, some to items the cartridge holds and some to items it lacks.
 * Used by the unit, API and e2e tests of links between lessons and of the import report.
 */
import { CELL_DIAGRAM_PNG, solidPng } from "./cartridge-with-images.ts";
import { zipEntries } from "./zip-fixtures.ts";

const LAR = "associatedcontent/imscc_xmlv1p1/learning-application-resource";

/** Each link of the "Start here" page: its text, its href, and the lesson it must reach (null: none). */
export const START_HERE_LINKS = [
  { text: "Reading", href: "$WIKI_REFERENCE$/pages/reading", target: "Reading" },
  { text: "Reading, from the module", href: "%24WIKI_REFERENCE%24/pages/reading?module_item_id=7", target: "Reading" },
  { text: "Essay", href: "$CANVAS_OBJECT_REFERENCE$/assignments/essay1", target: "Field notes" },
  { text: "Debate (graded)", href: "$CANVAS_OBJECT_REFERENCE$/assignments/asg-topic1", target: "Debate" },
  { text: "Debate", href: "$CANVAS_OBJECT_REFERENCE$/discussion_topics/topic1", target: "Debate" },
  { text: "Reading item", href: "$CANVAS_COURSE_REFERENCE$/modules/items/item-reading", target: "Reading" },
  { text: "Week 1", href: "$CANVAS_OBJECT_REFERENCE$/modules/mod1", target: "module:Week 1" },
  { text: "All modules", href: "$CANVAS_COURSE_REFERENCE$/modules", target: "course" },
  { text: "Glossary", href: "$WIKI_REFERENCE$/pages/glossary", target: null },
  { text: "Final quiz", href: "$CANVAS_OBJECT_REFERENCE$/quizzes/quiz9", target: null },
  { text: "Your grades", href: "$CANVAS_COURSE_REFERENCE$/grades", target: null },
] as const;

/**
 * The cartridge: module "Week 1" (item identifier `mod1`) with "Start here" (every link above),
 * "Reading" (a link back and an image), the assignment "Field notes" and the graded discussion
 * "Debate" (its topicMeta names the assignment `asg-topic1`).
 */
export function cartridgeWithLinks(): Promise<Buffer> {
  return zipEntries(linksEntries());
}

function linksEntries(): Record<string, string | Buffer> {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="links1" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
  <metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion>
    <lom xmlns="http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource"><general><title><string>Field biology</string></title></general></lom>
  </metadata>
  <organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="LearningModules">
    <item identifier="mod1"><title>Week 1</title>
      <item identifier="item-start" identifierref="page1"><title>Start here</title></item>
      <item identifier="item-reading" identifierref="page2"><title>Reading</title></item>
      <item identifier="item-essay" identifierref="essay1"><title>Field notes</title></item>
      <item identifier="item-debate" identifierref="topic1"><title>Debate</title></item>
    </item>
  </item></organization></organizations>
  <resources>
    <resource identifier="page1" type="webcontent" href="wiki_content/start-here.html"><file href="wiki_content/start-here.html"/></resource>
    <resource identifier="page2" type="webcontent" href="wiki_content/reading.html"><file href="wiki_content/reading.html"/></resource>
    <resource identifier="essay1" type="${LAR}" href="essay1/field-notes.html">
      <file href="essay1/field-notes.html"/><file href="essay1/assignment_settings.xml"/>
    </resource>
    <resource identifier="topic1" type="imsdt_xmlv1p1"><file href="topic1.xml"/><dependency identifierref="topic1meta"/></resource>
    <resource identifier="topic1meta" type="${LAR}" href="topic1meta.xml"><file href="topic1meta.xml"/></resource>
    <resource identifier="img1" type="webcontent" href="web_resources/leaf.png"><file href="web_resources/leaf.png"/></resource>
  </resources>
</manifest>`;
  const links = START_HERE_LINKS.map((l) => `<li><a href="${l.href}">${l.text}</a></li>`).join("\n");
  return {
    "imsmanifest.xml": manifest,
    "wiki_content/start-here.html": `<html><head><title>Start here</title></head><body>
<p>Where to go this week:</p>
<ul>
${links}
</ul>
</body></html>`,
    "wiki_content/reading.html": `<html><head><title>Reading</title></head><body>
<p><img src="$IMS-CC-FILEBASE$/leaf.png" alt="A leaf under the microscope"></p>
<p><a href="$WIKI_REFERENCE$/pages/start-here">Back to Start here</a></p>
</body></html>`,
    "essay1/field-notes.html":
      "<html><head><title>Field notes</title></head><body><p>Write up your field notes.</p></body></html>",
    "essay1/assignment_settings.xml":
      '<assignment identifier="essay1" xmlns="http://canvas.instructure.com/xsd/cccv1p0"><title>Field notes</title><points_possible>25.0</points_possible></assignment>',
    "topic1.xml":
      '<topic xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imsdt_v1p1"><title>Debate</title><text texttype="text/html">&lt;p&gt;Argue one side.&lt;/p&gt;</text></topic>',
    "topic1meta.xml":
      '<topicMeta identifier="topic1meta" xmlns="http://canvas.instructure.com/xsd/cccv1p0"><topic_id>topic1</topic_id><assignment identifier="asg-topic1"><title>Debate</title><points_possible>10.0</points_possible></assignment></topicMeta>',
    "web_resources/leaf.png": CELL_DIAGRAM_PNG,
  };
}

/**
 * The links cartridge plus a module "Atlas" of `lessons` pages with `imagesPerLesson` images each
 * (each its own 4 x 4 PNG), for a report with 100+ rewritten images.
 */
export function cartridgeWithLinksAndManyImages(lessons = 6, imagesPerLesson = 20): Promise<Buffer> {
  const entries = linksEntries();
  const pages = Array.from({ length: lessons }, (_, p) => p + 1);
  const items = pages
    .map((p) => `<item identifier="item-atlas${p}" identifierref="atlas${p}"><title>Atlas plate ${p}</title></item>`)
    .join("");
  const resources = pages
    .map(
      (p) =>
        `<resource identifier="atlas${p}" type="webcontent" href="wiki_content/atlas-${p}.html"><file href="wiki_content/atlas-${p}.html"/></resource>`,
    )
    .join("");
  entries["imsmanifest.xml"] = String(entries["imsmanifest.xml"])
    .replace(
      "</item></organization>",
      `<item identifier="mod2"><title>Atlas</title>${items}</item></item></organization>`,
    )
    .replace("</resources>", `${resources}</resources>`);
  for (const p of pages) {
    const images = Array.from({ length: imagesPerLesson }, (_, i) => `atlas/plate-${p}-${i + 1}.png`);
    entries[`wiki_content/atlas-${p}.html`] =
      `<html><head><title>Atlas plate ${p}</title></head><body>` +
      images
        .map((name, i) => `<p><img src="$IMS-CC-FILEBASE$/${name}" alt="Plate ${p}, figure ${i + 1}"></p>`)
        .join("") +
      "</body></html>";
    images.forEach((name, i) => {
      entries[`web_resources/${name}`] = solidPng(4, 4, [p * 20, i * 10, 128]);
    });
  }
  return zipEntries(entries);
}
