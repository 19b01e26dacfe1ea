/** Course files (issue #12): limits and the upload answer, shared by the server and the lesson editor. */

const MIB = 1024 * 1024;

/** Largest course file, in bytes: 25 MiB (a large photo or a slide deck as PDF). */
export const FILE_MAX_BYTES = 25 * MIB;

/** Largest total of one course's files, in bytes: 500 MiB. */
export const COURSE_FILES_MAX_BYTES = 500 * MIB;

/** Images an author may upload in the lesson editor (raster formats only: an SVG can carry script). */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** The answer of `POST /api/courses/:id/files`. */
export interface CourseFileResponse {
  id: number;
  /** Where lesson HTML points: `/api/files/<id>`. */
  url: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
}
