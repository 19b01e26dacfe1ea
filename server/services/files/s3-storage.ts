/**
 * Course files in S3-compatible object storage (AWS S3, MinIO, Ceph RGW; issue #12), through
 * `@aws-sdk/client-s3`. The SDK is loaded only when S3_BUCKET is set, so the app runs without the
 * package when files are embedded.
 */
import type { FileStorageConfig } from "../../config.ts";
import type { FileStorage } from "./storage.ts";

type S3Config = Extract<FileStorageConfig, { kind: "s3" }>;

/** The part of `@aws-sdk/client-s3` this file uses. */
export interface S3Sdk {
  S3Client: new (options: Record<string, unknown>) => { send(command: unknown): Promise<unknown> };
  PutObjectCommand: new (input: Record<string, unknown>) => unknown;
  GetObjectCommand: new (input: Record<string, unknown>) => unknown;
  DeleteObjectCommand: new (input: Record<string, unknown>) => unknown;
  ListObjectsV2Command: new (input: Record<string, unknown>) => unknown;
}

/** The package name, in a variable so that type checking does not need the package installed. */
const SDK_PACKAGE = "@aws-sdk/client-s3";

async function loadSdk(): Promise<S3Sdk> {
  try {
    return (await import(SDK_PACKAGE)) as S3Sdk;
  } catch {
    throw new Error(
      `S3_BUCKET is set but ${SDK_PACKAGE} is not installed: run "npm install ${SDK_PACKAGE}", or unset the S3_* variables to keep files under DATA_DIR`,
    );
  }
}

/** A "not found" answer: NoSuchKey from AWS and MinIO, a bare 404 from some Ceph versions. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Storage in the bucket `config.bucket`; object keys are the storage keys (`<course id>/<sha256>`).
 * @param sdk - the SDK module (tests pass a fake); default: imported on first use
 * @throws Error naming the missing package when `@aws-sdk/client-s3` is not installed
 */
export async function createS3Storage(config: S3Config, sdk?: S3Sdk): Promise<FileStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command } =
    sdk ?? (await loadSdk());
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
  });
  const Bucket = config.bucket;
  return {
    kind: "s3",
    async put(key, data, mimeType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: mimeType }));
    },
    async get(key) {
      try {
        const answer = (await client.send(new GetObjectCommand({ Bucket, Key: key }))) as {
          Body?: { transformToByteArray(): Promise<Uint8Array> };
        };
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeCourse(courseId) {
      if (!Number.isSafeInteger(courseId) || courseId <= 0) throw new Error(`invalid course id ${courseId}`);
      // One object at a time: DeleteObjects needs a Content-MD5 some S3-compatible services reject.
      let ContinuationToken: string | undefined;
      do {
        const page = (await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${courseId}/`, ContinuationToken }),
        )) as { Contents?: Array<{ Key?: string }>; NextContinuationToken?: string };
        for (const object of page.Contents ?? []) {
          if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        }
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
  };
}
