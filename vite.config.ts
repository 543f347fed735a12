import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

/**
 * Writes name.br and name.gz next to every text file of the build over 1 KB (when smaller than it), so the
 * server sends them as files, compressed once at the best settings instead of per request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "stakeline-precompress",
    apply: "build",
    configResolved: (config) => void (outDir = config.build.ssr ? "" : config.build.outDir),
    async closeBundle() {
      if (!outDir) return; // the prerender build (server-side) is not served
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      for (const file of files) {
        const full = path.join(outDir, file);
        const raw = await readFile(full);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) await writeFile(`${full}.br`, br);
        if (gz.length < raw.length) await writeFile(`${full}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  envDir: dir("."),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      "@core": dir("./src/core"),
      "@client": dir("./src/client"),
      "@server": dir("./src/server"),
    },
  },
  // OUT_DIR lets parallel checkouts build side by side (default dist/)
  // the manifest lets the bundle budget test (tests/unit/bundle-budget.test.ts) follow each page's imports
  build: {
    outDir: path.resolve(process.env.OUT_DIR ?? dir("./dist"), "client"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    rollupOptions: {
      // required by the inlining below (client only: the prerender's server build is read for its exports); lazy
      // pages have no importer besides the router, which reads only their default export
      preserveEntrySignatures: isSsrBuild ? "exports-only" : false,
      output: {
        // everything the entry imports statically is downloaded at once anyway: one file, not seven small shared
        // chunks (React, the query client, wouter...), so it compresses as one and each lazy page imports it from
        // there (2.5 KB gzip less on every page; decision 110)
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"] }],
          // a signed-in page was about 40 files of 1-3 KB (icons, UI parts, hooks shared by a few pages); on a phone's
          // six HTTP/1.1 connections they arrive in waves of a round trip each. Common chunks under 16 KB (source) are
          // copied into the chunks that read them (Rolldown keeps one module state through a shared registry), so
          // Browse loads 6 files after the app instead of 39, no page more bytes than before (decision 110)
          experimentalInlineCommonChunks: { maxSize: isSsrBuild ? 0 : 16 * 1024 },
        },
      },
    },
  },
  // the browser's Host is kept, so the server's origin check sees the page's own origin (writes from the dev page)
  server: { proxy: { "/api": { target: "http://localhost:5000", changeOrigin: false } } },
}));
