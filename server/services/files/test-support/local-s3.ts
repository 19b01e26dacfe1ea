/**
 * A local S3 server for tests (issue #12): s3rver (the maintained `@20minutes/s3rver` fork) in a
 * child process, speaking the S3 REST protocol on 127.0.0.1 with SigV4 signature checks and
 * keeping objects in a temporary folder (local-s3-server.ts). Tests start and stop it
 * themselves, and can read what went over the wire (each request's method, path, query, headers).
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FileStorageConfig } from "../../../config.ts";

/** One request the server received. */
export interface RecordedS3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** A running local S3 server with one bucket. */
export interface LocalS3 {
  /** The storage configuration that points at it (path style, its fixed test credentials). */
  config: Extract<FileStorageConfig, { kind: "s3" }>;
  /** The requests received since the last call (or the start), in order. */
  takeRequests(): Promise<RecordedS3Request[]>;
  /** Stops the server and removes its objects. */
  stop(): Promise<void>;
}

/** s3rver's built-in account (lib/models/account.js). */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

function nextMessage<T>(child: ChildProcess, pick: (message: Record<string, unknown>) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      const value = pick(message);
      if (value === undefined) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(value);
    };
    const onExit = (code: number | null) => reject(new Error(`local S3 server exited with ${code}`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

/**
 * Starts the server on 127.0.0.1 (a free port) with an empty bucket `bucket`.
 * @throws Error when the server process exits before it listens
 */
export async function startLocalS3(bucket = "course-files"): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "cw-s3-"));
  const child = fork(path.join(import.meta.dirname, "local-s3-server.ts"), [directory, bucket], {
    execArgv: ["--openssl-legacy-provider", "--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const port = await nextMessage(child, (m) => (typeof m.ready === "number" ? m.ready : undefined));
  return {
    config: {
      kind: "s3",
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      credentials: CREDENTIALS,
      forcePathStyle: true,
    },
    async takeRequests() {
      const answer = nextMessage(child, (m) => (Array.isArray(m.requests) ? m.requests : undefined));
      child.send({ take: true });
      return (await answer) as RecordedS3Request[];
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.disconnect();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
