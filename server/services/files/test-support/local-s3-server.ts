/**
 * Child process of local-s3.ts: runs s3rver on 127.0.0.1 (a free port) with one bucket, and talks
 * to its parent over IPC: `{ ready: port }` once listening; on `{ take: true }` it answers
 * `{ requests }` (every request received since the last take) and forgets them.
 * Run with `--openssl-legacy-provider`: s3rver encrypts ListObjectsV2 continuation tokens with
 * DES, which OpenSSL 3 keeps in its legacy provider.
 * Arguments: <folder for the objects> <bucket name>.
 */
import S3rver from "@20minutes/s3rver";

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  mountPath?: string;
  state: Record<string, unknown>;
}

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket! }],
});
let requests: Array<Pick<KoaContext, "method" | "path" | "query" | "headers">> = [];
const stack = (server as unknown as { middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => unknown> })
  .middleware;
// Before the router (the last middleware): record the request; and since s3rver signs a
// bucket-level request (`GET /bucket/?list-type=2`, `POST /bucket/?delete`) as `/bucket` while
// the SDK, like AWS S3 and MinIO, signs the path as sent (`/bucket/`), make it use the path as
// sent, so signatures stay checked.
stack.splice(stack.length - 1, 0, async (ctx, next) => {
  requests.push({ method: ctx.method, path: ctx.path, query: { ...ctx.query }, headers: { ...ctx.headers } });
  if (/^\/[^/]+\/$/.test(ctx.path)) {
    ctx.state.vhost = true; // s3rver's canonical path is then "/" + bucket + mountPath
    ctx.mountPath = "/";
  }
  return next();
});

process.on("message", (message: { take?: boolean }) => {
  if (!message.take) return;
  process.send?.({ requests });
  requests = [];
});
process.on("disconnect", () => {
  void server.close().finally(() => process.exit(0));
});

const address = await server.run();
process.send?.({ ready: address.port });
