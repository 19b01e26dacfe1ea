import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Unit and API integration tests (e2e/ runs under Playwright). */
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "client/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["./server/test/global-setup.ts"],
    reporters: ["default", "./server/test/unhandled-errors-recap.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
