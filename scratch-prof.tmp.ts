import autocannon from "autocannon";
import { startPostgresCluster } from "./server/test/postgres-cluster.ts";
import { cookieHeader, freePort } from "./server/test/server-process.ts";
import { spawn } from "node:child_process";
const cluster = await startPostgresCluster();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/m/prof", "--import", "tsx", "server/index.ts"], { env: { ...process.env, DATABASE_URL: cluster.url, SESSION_SECRET: "bench-session-secret-that-is-at-least-32-characters", NODE_ENV: "production", PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
for (let i = 0; i < 240; i++) { try { await fetch(`${base}/api/auth/session`); break; } catch { await new Promise(r => setTimeout(r, 250)); } }
const r = await fetch(`${base}/api/register`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ email: "p@example.edu", password: "correct horse battery staple", firstName: "P", lastName: "U" }) });
const cookie = cookieHeader(r);
const c = await fetch(`${base}/api/courses`, { method: "POST", headers: { "content-type": "application/json", cookie, origin: base }, body: JSON.stringify({ title: "Course", description: "d" }) });
const id = ((await c.json()) as { id: number }).id;
const res = await autocannon({ url: `${base}/api/courses/${id}`, connections: 20, duration: 8, headers: { cookie } });
console.log("req/s", res.requests.average);
child.kill("SIGINT");
await new Promise(r => child.once("exit", r));
cluster.stop();
