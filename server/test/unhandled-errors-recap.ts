/**
 * Vitest reporter that repeats each unhandled error (an uncaught exception or unhandled rejection
 * outside any assertion) as the last lines of the run, with its message, the test file it came
 * from and the top of its stack. The default reporter prints them before the summary, where a
 * CI log's tail cuts them off; a run with an unhandled error fails even when every test passes.
 */
import type { Reporter, SerializedError } from "vitest/node";

/** How many stack lines each recap keeps. */
const STACK_LINES = 8;

export default class UnhandledErrorsRecap implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>): void {
    if (unhandledErrors.length === 0) return;
    const lines = [`Unhandled errors (${unhandledErrors.length}), repeated for the log's tail:`];
    for (const error of unhandledErrors) {
      const origin = error as SerializedError & { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
      lines.push(`- ${error.name ?? "Error"}: ${error.message ?? String(error)}`);
      if (origin.VITEST_TEST_PATH) lines.push(`  in ${origin.VITEST_TEST_PATH}`);
      if (origin.VITEST_TEST_NAME) lines.push(`  latest test: ${origin.VITEST_TEST_NAME}`);
      const stack = (error.stack ?? "").split("\n").filter((l) => l.trim().startsWith("at "));
      for (const frame of stack.slice(0, STACK_LINES)) lines.push(`  ${frame.trim()}`);
    }
    process.stderr.write(`${lines.join("\n")}\n`);
  }
}
