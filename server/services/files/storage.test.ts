/** Course file storages (issue #12): embedded files under a folder, S3 through the SDK's commands. */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type S3Sdk } from "./s3-storage.ts";
import { createEmbeddedStorage, createFileStorage, storageKey } from "./storage.ts";

const SHA = "a".repeat(64);

describe("embedded storage", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "cw-storage-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps a file at <dir>/<course id>/<sha256>, reads it back, and removes it", async () => {
    const storage = createEmbeddedStorage(dir);
    const key = storageKey(12, SHA);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("bytes"), "image/png");
    expect(await readFile(path.join(dir, "12", SHA), "utf8")).toBe("bytes");
    expect((await storage.get(key))?.toString()).toBe("bytes");
    await storage.remove(key);
    await storage.remove(key); // removing twice is fine
    expect(await storage.get(key)).toBeNull();
    await storage.put(storageKey(12, SHA), Buffer.from("a"), "image/png");
    await storage.put(storageKey(120, SHA), Buffer.from("b"), "image/png");
    await storage.removeCourse(12);
    await storage.removeCourse(12);
    expect(await storage.get(storageKey(12, SHA))).toBeNull();
    expect((await storage.get(storageKey(120, SHA)))?.toString()).toBe("b");
  });

  it("refuses keys that are not <course id>/<sha256>", async () => {
    const storage = createEmbeddedStorage(dir);
    expect(() => storageKey(1, "../../etc/passwd")).toThrow(/invalid storage key/);
    await expect(storage.get("../outside")).rejects.toThrow(/invalid storage key/);
    await expect(storage.put(`1/${SHA}/..`, Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
  });

  it("is what the default configuration gives", async () => {
    expect((await createFileStorage({ kind: "embedded", dir })).kind).toBe("embedded");
  });
});

describe("S3-compatible storage", () => {
  const config = {
    kind: "s3" as const,
    bucket: "course-files",
    endpoint: "http://localhost:9000",
    region: "us-east-1",
    credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    forcePathStyle: true,
  };

  /** A fake SDK: commands record their input; the client keeps objects in a map, as a bucket would. */
  function fakeSdk() {
    const objects = new Map<string, Buffer>();
    const clients: Array<Record<string, unknown>> = [];
    const command = (name: string) =>
      class {
        constructor(readonly input: Record<string, unknown>) {}
        readonly name = name;
      };
    const sdk: S3Sdk = {
      S3Client: class {
        constructor(options: Record<string, unknown>) {
          clients.push(options);
        }
        async send(cmd: unknown) {
          const { name, input } = cmd as { name: string; input: { Bucket: string; Key: string; Body?: Buffer } };
          const id = `${input.Bucket}/${input.Key}`;
          if (name === "put") objects.set(id, input.Body!);
          if (name === "list") {
            const { Prefix } = input as unknown as { Prefix: string };
            const keys = [...objects.keys()].filter((k) => k.startsWith(`${input.Bucket}/${Prefix}`));
            return { Contents: keys.map((k) => ({ Key: k.slice(input.Bucket.length + 1) })) };
          }
          if (name === "delete") objects.delete(id);
          if (name === "get") {
            const body = objects.get(id);
            if (!body) throw Object.assign(new Error("The specified key does not exist."), { name: "NoSuchKey" });
            return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
          }
          return {};
        }
      },
      PutObjectCommand: command("put"),
      GetObjectCommand: command("get"),
      DeleteObjectCommand: command("delete"),
      ListObjectsV2Command: command("list"),
    };
    return { sdk, objects, clients };
  }

  it("puts, gets and deletes objects under the storage key in the bucket, path-style for MinIO", async () => {
    const { sdk, objects, clients } = fakeSdk();
    const storage = await createS3Storage(config, sdk);
    const key = storageKey(3, SHA);
    await storage.put(key, Buffer.from("png"), "image/png");
    expect([...objects.keys()]).toEqual([`course-files/3/${SHA}`]);
    expect((await storage.get(key))?.toString()).toBe("png");
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    // A deleted course's objects go; another course's stay.
    await storage.put(storageKey(3, SHA), Buffer.from("a"), "image/png");
    await storage.put(storageKey(3, "b".repeat(64)), Buffer.from("b"), "image/png");
    await storage.put(storageKey(33, SHA), Buffer.from("c"), "image/png");
    await storage.removeCourse(3);
    expect([...objects.keys()]).toEqual([`course-files/33/${SHA}`]);
    expect(clients).toEqual([
      {
        region: "us-east-1",
        endpoint: "http://localhost:9000",
        credentials: { accessKeyId: "id", secretAccessKey: "secret" },
        forcePathStyle: true,
      },
    ]);
  });

  it("stops start-up with a clear message when @aws-sdk/client-s3 is not installed", async () => {
    let installed = true;
    try {
      await import(["@aws-sdk", "client-s3"].join("/"));
    } catch {
      installed = false;
    }
    if (installed) return; // with the package present there is nothing to refuse
    await expect(createFileStorage(config)).rejects.toThrow(
      'S3_BUCKET is set but @aws-sdk/client-s3 is not installed: run "npm install @aws-sdk/client-s3"',
    );
  });
});
