/**
 * Course file storages (issue #12), one contract for both: embedded files under a folder, and
 * S3-compatible object storage through `@aws-sdk/client-s3` against a real S3-protocol server
 * started on 127.0.0.1 for this file (test-support/local-s3.ts; SigV4 signatures checked).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_BATCH, createS3Storage } from "./s3-storage.ts";
import { createEmbeddedStorage, createFileStorage, storageKey, type FileStorage } from "./storage.ts";
import { startLocalS3, type LocalS3 } from "./test-support/local-s3.ts";

const SHA = "a".repeat(64);
/** A distinct sha256-shaped key part per number. */
const sha = (n: number) => n.toString(16).padStart(64, "0");

interface StorageUnderTest {
  name: string;
  open(): Promise<FileStorage>;
  close(): Promise<void>;
}

let dir = "";
let s3: LocalS3 | undefined;

const storages: StorageUnderTest[] = [
  {
    name: "embedded",
    async open() {
      dir = await mkdtemp(path.join(os.tmpdir(), "cw-storage-"));
      return createEmbeddedStorage(dir);
    },
    close: () => rm(dir, { recursive: true, force: true }),
  },
  {
    name: "S3 (local S3 server)",
    async open() {
      s3 = await startLocalS3();
      return createFileStorage(s3.config);
    },
    close: async () => s3?.stop(),
  },
];

describe.each(storages)("$name storage", (under) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await under.open();
  });
  afterAll(async () => {
    await under.close();
  });

  it("stores, reads back and removes a file under <course id>/<sha256>", async () => {
    const key = storageKey(12, SHA);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("bytes"), "image/png");
    expect((await storage.get(key))?.toString()).toBe("bytes");
    await storage.put(key, Buffer.from("new bytes"), "image/png"); // replaces
    expect((await storage.get(key))?.toString()).toBe("new bytes");
    await storage.remove(key);
    await storage.remove(key); // removing twice is fine
    expect(await storage.get(key)).toBeNull();
  });

  it("keeps binary bytes exactly (every byte value, 1 MiB)", async () => {
    const data = Buffer.alloc(1024 * 1024, 0);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7 + (i >> 8)) & 0xff;
    await storage.put(storageKey(5, SHA), data, "application/octet-stream");
    expect((await storage.get(storageKey(5, SHA)))?.equals(data)).toBe(true);
  });

  it("removes every file of a course and no other course's", async () => {
    const count = 30;
    const keys = Array.from({ length: count }, (_, i) => storageKey(7, sha(i)));
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from(key), "text/plain")));
    }
    await storage.put(storageKey(70, SHA), Buffer.from("other course"), "image/png");
    await storage.put(storageKey(8, SHA), Buffer.from("another course"), "image/png");
    await storage.removeCourse(7);
    await storage.removeCourse(7); // none left is not an error
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect((await storage.get(storageKey(70, SHA)))?.toString()).toBe("other course");
    expect((await storage.get(storageKey(8, SHA)))?.toString()).toBe("another course");
  });

  it("refuses keys that are not <course id>/<sha256> and course ids that are not positive", async () => {
    expect(() => storageKey(1, "../../etc/passwd")).toThrow(/invalid storage key/);
    if (under.name === "embedded") {
      await expect(storage.get("../outside")).rejects.toThrow(/invalid storage key/);
    }
    await expect(storage.removeCourse(0)).rejects.toThrow(/invalid course id/);
    await expect(storage.removeCourse(-3)).rejects.toThrow(/invalid course id/);
  });
});

describe("embedded storage", () => {
  it("keeps a file at <dir>/<course id>/<sha256> and is what the default configuration gives", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "cw-storage-"));
    try {
      const storage = await createFileStorage({ kind: "embedded", dir: folder });
      expect(storage.kind).toBe("embedded");
      await storage.put(storageKey(12, SHA), Buffer.from("bytes"), "image/png");
      expect(await readFile(path.join(folder, "12", SHA), "utf8")).toBe("bytes");
      await expect(storage.put(`1/${SHA}/..`, Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("S3 storage on the wire", () => {
  let local: LocalS3;
  let storage: FileStorage;
  beforeAll(async () => {
    local = await startLocalS3("wire-bucket");
    storage = await createS3Storage(local.config);
  });
  afterAll(async () => {
    await local.stop();
  });

  it("uploads path-style with its Content-Type and without the checksum headers S3-compatible services refuse", async () => {
    await local.takeRequests();
    await storage.put(storageKey(3, SHA), Buffer.from("png"), "image/png");
    const [put] = await local.takeRequests();
    expect(put).toMatchObject({ method: "PUT", path: `/wire-bucket/3/${SHA}` });
    expect(put!.headers["content-type"]).toBe("image/png");
    expect(put!.headers["authorization"]).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    expect(Object.keys(put!.headers).filter((h) => h.startsWith("x-amz-checksum") || h.includes("trailer"))).toEqual(
      [],
    );
    expect(put!.headers["x-amz-sdk-checksum-algorithm"]).toBeUndefined();
    expect(put!.headers["content-encoding"] ?? "").not.toContain("aws-chunked");
  });

  it("deletes a course with ListObjectsV2 by prefix, every page, and DeleteObjects of at most 1,000 keys, each with Content-MD5", async () => {
    const count = DELETE_BATCH + 1;
    const keys = Array.from({ length: count }, (_, i) => storageKey(4, sha(i)));
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from("x"), "image/png")));
    }
    await storage.put(storageKey(40, SHA), Buffer.from("stays"), "image/png");
    await local.takeRequests();
    const started = performance.now();
    await storage.removeCourse(4);
    const elapsed = performance.now() - started;
    const requests = await local.takeRequests();
    const lists = requests.filter((r) => r.method === "GET" && r.query["list-type"] === "2");
    const deletes = requests.filter((r) => r.method === "POST" && "delete" in r.query);
    expect(lists).toHaveLength(2); // 1,000 keys per page at most: the second page by continuation token
    expect(lists.every((r) => r.query.prefix === "4/")).toBe(true);
    expect(lists[1]!.query["continuation-token"]).toBeTruthy();
    expect(deletes).toHaveLength(2);
    for (const request of deletes) {
      expect(request.path).toBe("/wire-bucket/");
      expect(Buffer.from(request.headers["content-md5"] ?? "", "base64")).toHaveLength(16);
    }
    expect(requests.filter((r) => r.method === "DELETE")).toEqual([]);
    expect(requests).toHaveLength(4);
    expect(await storage.get(keys[0]!)).toBeNull();
    expect(await storage.get(keys[count - 1]!)).toBeNull();
    expect((await storage.get(storageKey(40, SHA)))?.toString()).toBe("stays");
    console.info(`removeCourse of ${count} objects: ${requests.length} requests, ${Math.round(elapsed)} ms`);
  });

  it("answers a failing service with the service's error, not as a missing file", async () => {
    const wrong = await createS3Storage({
      ...local.config,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "wrong" },
    });
    await expect(wrong.get(storageKey(3, SHA))).rejects.toThrow(/signature/i);
    const noBucket = await createS3Storage({ ...local.config, bucket: "no-such-bucket" });
    await expect(noBucket.put(storageKey(3, SHA), Buffer.from("x"), "image/png")).rejects.toThrow(/bucket/i);
  });

  it("stops start-up with a clear message when @aws-sdk/client-s3 is not installed", async () => {
    let installed = true;
    try {
      await import(["@aws-sdk", "client-s3"].join("/"));
    } catch {
      installed = false;
    }
    if (installed) return; // with the package present there is nothing to refuse
    await expect(createFileStorage(local.config)).rejects.toThrow(
      'S3_BUCKET is set but @aws-sdk/client-s3 is not installed: run "npm install @aws-sdk/client-s3"',
    );
  });
});
