/**
 * Course files in S3-compatible object storage (AWS S3, MinIO, Ceph RGW; issue #12), through
 * `@aws-sdk/client-s3`. The SDK is loaded only when S3_BUCKET is set, so the app runs without the
 * package when files are embedded. Tested against a local S3 server (s3-storage.test.ts).
 *
 * What S3-compatible services need from a recent SDK (3.729 and later):
 * - `requestChecksumCalculation: "WHEN_REQUIRED"`: no CRC32 checksum headers (or aws-chunked
 *   trailers) on uploads that do not require one, which older MinIO and Ceph versions refuse
 *   (AWS SDK for JavaScript v3, "Data Integrity Protections for Amazon S3", Jan 2025);
 * - a `Content-MD5` header on DeleteObjects, which the S3 API requires ("Content-MD5 ... required
 *   for all Multi-Object Delete requests", API reference DeleteObjects) and which services other
 *   than AWS still check, while the SDK now sends only a CRC32 checksum;
 * - path-style URLs (`endpoint/bucket/key`) with an endpoint (config `forcePathStyle`).
 */
import { createHash } from "node:crypto";
import type { FileStorageConfig } from "../../config.ts";
import type { FileStorage } from "./storage.ts";

type S3Config = Extract<FileStorageConfig, { kind: "s3" }>;

/** Most keys one DeleteObjects request may name (S3 API reference, DeleteObjects). */
export const DELETE_BATCH = 1000;

/** A request as the SDK's build step sees it (@smithy/protocol-http HttpRequest). */
interface BuildArgs {
  request: { headers: Record<string, string>; body?: unknown };
}

/** The part of an SDK client this file uses. */
interface S3Client {
  send(command: unknown): Promise<unknown>;
  middlewareStack: {
    add(
      middleware: (next: (args: BuildArgs) => Promise<unknown>) => (args: BuildArgs) => Promise<unknown>,
      options: { step: "build"; name: string },
    ): void;
  };
}

/** The part of `@aws-sdk/client-s3` this file uses. */
export interface S3Sdk {
  S3Client: new (options: Record<string, unknown>) => S3Client;
  PutObjectCommand: new (input: Record<string, unknown>) => unknown;
  GetObjectCommand: new (input: Record<string, unknown>) => unknown;
  DeleteObjectCommand: new (input: Record<string, unknown>) => unknown;
  DeleteObjectsCommand: new (input: Record<string, unknown>) => unknown;
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

/** Adds `Content-MD5` (base64 MD5 of the XML body, RFC 1864) to each DeleteObjects request. */
function addDeleteContentMd5(client: S3Client): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const { request } = args;
      if (typeof request.body === "string" && request.body.includes("<Delete")) {
        request.headers["content-md5"] = createHash("md5").update(request.body).digest("base64");
      }
      return next(args);
    },
    { step: "build", name: "coursewrightDeleteContentMd5" },
  );
}

/**
 * Storage in the bucket `config.bucket`; object keys are the storage keys (`<course id>/<sha256>`),
 * each stored with its Content-Type.
 * @param sdk - the SDK module; default: imported on first use
 * @throws Error naming the missing package when `@aws-sdk/client-s3` is not installed
 */
export async function createS3Storage(config: S3Config, sdk?: S3Sdk): Promise<FileStorage> {
  const SDK = sdk ?? (await loadSdk());
  const client = new SDK.S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  addDeleteContentMd5(client);
  const Bucket = config.bucket;

  /** Deletes `keys` with DeleteObjects, DELETE_BATCH at a time. @throws Error naming the first key a batch could not delete */
  async function deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
      const answer = (await client.send(
        new SDK.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
      )) as {
        Errors?: Array<{ Key?: string; Code?: string; Message?: string }>;
      };
      const failed = answer.Errors?.[0];
      if (failed) {
        throw new Error(
          `S3 DeleteObjects did not delete ${answer.Errors!.length} object(s), e.g. ${failed.Key}: ${failed.Code} ${failed.Message ?? ""}`.trim(),
        );
      }
    }
  }

  return {
    kind: "s3",
    async put(key, data, mimeType) {
      await client.send(new SDK.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: mimeType }));
    },
    async get(key) {
      try {
        const answer = (await client.send(new SDK.GetObjectCommand({ Bucket, Key: key }))) as {
          Body?: { transformToByteArray(): Promise<Uint8Array> };
        };
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new SDK.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeCourse(courseId) {
      if (!Number.isSafeInteger(courseId) || courseId <= 0) throw new Error(`invalid course id ${courseId}`);
      // List every key first, then delete: deleting while listing would move the pages under the listing.
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = (await client.send(
          new SDK.ListObjectsV2Command({ Bucket, Prefix: `${courseId}/`, ContinuationToken }),
        )) as { Contents?: Array<{ Key?: string }>; NextContinuationToken?: string; IsTruncated?: boolean };
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated === false ? undefined : page.NextContinuationToken;
      } while (ContinuationToken);
      await deleteKeys(keys);
    },
  };
}
