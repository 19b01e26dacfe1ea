/**
 * The real server as a child process, for tests and benches that need a separate process (a crash
 * and restart, a throughput comparison, Lighthouse): a free port, and a start that waits until the
 * port answers HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a TypeScript entry point (run with tsx) on `port` and waits until `probePath` answers.
 * @param env - added to this process's environment (PORT is set from `port`)
 * @throws Error when the process exits or does not answer within 60 s
 */
export async function startServerProcess(
  file: string,
  env: Record<string, string>,
  port: number,
  probePath = "/",
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${file} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}${probePath}`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`${file} did not answer on port ${port} within 60 s`);
}

/** The "name=value" pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
