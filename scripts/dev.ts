/**
 * `npm run dev`: the API server under `tsx watch` (restarts on change) on port 5000 and Vite with
 * hot reload on http://localhost:5173, which proxies /api to the server.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/index.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
console.log("Coursewright dev: open http://localhost:5173 (API on http://localhost:5000)");
