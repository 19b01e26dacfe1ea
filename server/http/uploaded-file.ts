/**
 * Reading one uploaded file from a multipart/form-data request (@fastify/multipart), with every
 * malformed upload answered as the user's mistake: 400 for a body that is not multipart, has no
 * boundary, is cut short or lacks the field; 413 above the size limit. Busboy's own parse errors
 * carry no status, so without this they surfaced as 500s.
 */
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

/**
 * The bytes of the file in `field`.
 * @param maxBytes - the route's file size limit (bytes), named in the 413 message in MB
 * @param what - how the message names the expected file, e.g. "a Common Cartridge (.imscc) file"
 * @throws HttpError 400 naming `field`, or 413
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  return (await readUploadedPart(request, field, maxBytes, what)).data;
}

/**
 * {@link readUploadedFile}, with the file name the browser sent ('' when none).
 * @throws HttpError 400 naming `field`, or 413
 */
export async function readUploadedPart(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  what: string,
): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new HttpError(400, `${field}: upload ${what} as multipart/form-data in a field named ${field}`);
  }
  const malformed = () => new HttpError(400, `${field}: the upload could not be read (malformed multipart/form-data)`);
  let file;
  try {
    file = await request.file();
  } catch {
    throw malformed();
  }
  if (!file || file.fieldname !== field) throw new HttpError(400, `${field}: choose ${what} to upload`);
  try {
    return { data: await file.toBuffer(), fileName: file.filename ?? "" };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(
        413,
        `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Export the course without large media files and try again.`,
      );
    }
    throw malformed();
  }
}
