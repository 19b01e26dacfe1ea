/**
 * "Download your data" (issue #15; GDPR Art. 15 and 20 access and portability, FERPA's right to
 * inspect records): everything the product holds about one user, as a zip of JSON files plus each
 * course as a Common Cartridge (.imscc) another LMS can import.
 *
 * Layout: README.txt, account.json, accessibility-settings.json, consents.json, audit-trail.json,
 * ai-runs.json, courses/<id>-<title>.json (the course with modules, lessons, objectives,
 * assessments, quality history and accessibility reports) and courses/<id>-<title>.imscc.
 * Never included: the password hash, session ids, other users' data.
 */
import { courseFileReader } from "../files/course-files.ts";
import type { FileStorage } from "../files/storage.ts";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  accessibilityReports,
  accessibilitySettings,
  aiRuns,
  auditLogs,
  courseQualityScores,
  courses,
  ferpaConsents,
  users,
} from "../../db/schema.ts";
import { zipArchive } from "../content/zip-archive.ts";
import { loadCourseSnapshot } from "../course-snapshot/load-course-snapshot.ts";
import { cartridgeFileName } from "../lms/cartridge-download.ts";
import { exportCommonCartridge } from "../lms/common-cartridge/export.ts";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = `Your Coursewright data

account.json                 your account (name, email, dates); no password hash is stored in this export
accessibility-settings.json  your accessibility preferences
consents.json                every consent you gave or revoked, with date and address
audit-trail.json             the record of what you did in Coursewright (kept up to 7 years)
ai-runs.json                 when you used the AI assistant (no prompt or answer text is kept)
courses/*.json               each course with its modules, lessons, objectives, assessments and quality history
courses/*.imscc              each course as an IMS Common Cartridge 1.3 file, to import into an LMS
`;

/**
 * Builds the archive for `userId`.
 * @returns the zip bytes and a download file name ("coursewright-data-2026-11-24.zip")
 */
export async function exportUserData(db: Database, userId: string, now = new Date(), fileStorage?: FileStorage) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const files: [string, string | Buffer][] = [
    ["README.txt", README],
    ["account.json", json(account ?? null)],
    [
      "accessibility-settings.json",
      json((await db.select().from(accessibilitySettings).where(eq(accessibilitySettings.userId, userId)))[0] ?? null),
    ],
    ["consents.json", json(await db.select().from(ferpaConsents).where(eq(ferpaConsents.userId, userId)))],
    [
      "audit-trail.json",
      json(await db.select().from(auditLogs).where(eq(auditLogs.userId, userId)).orderBy(desc(auditLogs.id))),
    ],
    ["ai-runs.json", json(await db.select().from(aiRuns).where(eq(aiRuns.userId, userId)).orderBy(desc(aiRuns.id)))],
  ];

  const owned = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.userId, userId))
    .orderBy(asc(courses.id));
  for (const { id, title } of owned) {
    const snapshot = await loadCourseSnapshot(db, userId, id);
    const qualityHistory = await db
      .select()
      .from(courseQualityScores)
      .where(eq(courseQualityScores.courseId, id))
      .orderBy(asc(courseQualityScores.id));
    const reports = await db
      .select()
      .from(accessibilityReports)
      .where(eq(accessibilityReports.courseId, id))
      .orderBy(asc(accessibilityReports.id));
    const base = `courses/${id}-${cartridgeFileName(title).replace(/\.imscc$/, "")}`;
    files.push([`${base}.json`, json({ ...snapshot, qualityHistory, accessibilityReports: reports })]);
    // The course's stored images and attachments go into its cartridge (issue #12).
    const readFile = fileStorage ? courseFileReader(db, fileStorage, userId, id) : undefined;
    files.push([`${base}.imscc`, await exportCommonCartridge(snapshot, { readFile })]);
  }
  const archive = await zipArchive(files, now);
  return { archive, fileName: `coursewright-data-${now.toISOString().slice(0, 10)}.zip` };
}
