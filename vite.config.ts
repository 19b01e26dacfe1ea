import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Vite builds the React client from client/ into dist/client (served by Fastify in production). */
export default defineConfig({
  root: here("./client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": here("./client/src"),
      "@common": here("./common"),
    },
  },
  build: {
    outDir: here("./dist/client"),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: the server preloads the signed-in app's chunks (server/http/spa-page.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000" },
  },
});
