import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  envDir: dir("."),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@core": dir("./src/core"),
      "@client": dir("./src/client"),
      "@server": dir("./src/server"),
    },
  },
  // OUT_DIR lets parallel checkouts build side by side (default dist/)
  build: { outDir: path.resolve(process.env.OUT_DIR ?? dir("./dist"), "client"), emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: { proxy: { "/api": "http://localhost:5000" } },
});
