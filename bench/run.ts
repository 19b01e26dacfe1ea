/**
 * `npm run bench`: runs every bench/*.bench.ts `main()` in sequence (ai, lms, quality, ... in
 * file-name order), each module loaded with a dynamic import so a missing or broken bench is
 * reported and skipped instead of stopping the others. Exits 1 when a bench threw or reported
 * `passed: false`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** A bench module: `main()` prints its figures and may return `{ passed }`. */
interface BenchModule {
  main?: () => Promise<unknown>;
}

/**
 * The bench files to run, sorted by name.
 * @param dir - the bench folder (default: this file's folder)
 */
export function benchFiles(dir: string = here): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".bench.ts"))
    .sort();
}

/**
 * Runs each bench's `main()` one after the other and prints a summary line per bench with its
 * wall time in ms.
 * @returns whether every bench ran without throwing and none reported `passed: false`
 */
export async function runAll(dir: string = here): Promise<boolean> {
  const files = benchFiles(dir);
  if (files.length === 0) {
    console.log("bench: no bench/*.bench.ts files found");
    return true;
  }
  const summary: string[] = [];
  let ok = true;
  for (const file of files) {
    const name = file.replace(/\.bench\.ts$/, "");
    console.log(`\n=== ${name} (${file}) ===`);
    let mod: BenchModule;
    try {
      mod = (await import(pathToFileURL(path.join(dir, file)).href)) as BenchModule;
    } catch (error) {
      console.log(`bench ${name}: skipped, could not be loaded: ${(error as Error).message}`);
      summary.push(`${name}: SKIPPED (load error)`);
      continue;
    }
    if (typeof mod.main !== "function") {
      summary.push(`${name}: SKIPPED (no main())`);
      continue;
    }
    const started = performance.now();
    try {
      const result = await mod.main();
      const ms = Math.round(performance.now() - started);
      const passed =
        result && typeof result === "object" && "passed" in result
          ? Boolean((result as { passed: unknown }).passed)
          : null;
      if (passed === false) ok = false;
      summary.push(`${name}: ${passed === null ? "done" : passed ? "PASS" : "FAIL"} in ${ms} ms`);
    } catch (error) {
      ok = false;
      console.error(error);
      summary.push(`${name}: ERROR (${(error as Error).message})`);
    }
  }
  console.log(`\n=== summary ===\n${summary.join("\n")}`);
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAll().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
