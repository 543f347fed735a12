/**
 * After `vite build`: the HTML documents of src/core/page-documents.ts (decision 111).
 *
 *   tsx scripts/prerender.ts        (npm run build:client runs it; OUT_DIR as for the build)
 *
 * For each listed page: preload/<name>-visitor.html and preload/<name>-member.html, the built index.html with a
 * modulepreload for every chunk the page shows at once; for the public pages a visitor opens first also
 * prerendered/<name>.html, the page rendered with no user into #root (marked data-prerendered, so main.tsx
 * hydrates it). Each with .br and .gz beside it, as the build does for its other files.
 */
import { readFile, rm, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { PAGE_DOCUMENTS, type PageDocuments } from "../src/core/page-documents";
import { documentTitleFor } from "../src/core/page-titles";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const clientDir = path.resolve(process.env.OUT_DIR ?? path.join(root, "dist"), "client");
const ssrDir = path.join(path.dirname(clientDir), "prerender-ssr");

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk of a source file and every chunk it imports statically, as URLs. */
function chunkUrls(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
  if (seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkUrls(manifest, imported, seen);
  return seen;
}

async function main() {
  await build({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: "prerender.tsx", outDir: ssrDir, emptyOutDir: true, manifest: false },
  });
  const { renderVisitorPage } = (await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href)) as {
    renderVisitorPage: (url: string) => Promise<string>;
  };
  const template = await readFile(path.join(clientDir, "index.html"), "utf8");
  const manifest = JSON.parse(await readFile(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as ManifestChunk & { isEntry?: boolean }).isEntry);
  if (!entryKey) throw new Error("prerender: the build manifest has no entry");
  const entryPreloads = chunkUrls(manifest, entryKey);
  if (!template.includes('<div id="root"></div>')) throw new Error("prerender: index.html has no empty #root");

  /** The page's own <title> (src/core/page-titles.ts); a path with an id keeps index.html's until the app sets it. */
  const titled = (html: string, page: PageDocuments, signedIn: boolean) =>
    typeof page.path === "string" ? html.replace(/<title>[^<]*<\/title>/, `<title>${documentTitleFor(page.path, signedIn)}</title>`) : html;
  /** index.html with a modulepreload for each chunk (and its imports) the entry does not already load. */
  const withPreloads = (chunks: string[], fetches: string[] = []) => {
    const urls = new Set<string>();
    for (const source of chunks) for (const url of chunkUrls(manifest, source)) if (!entryPreloads.has(url)) urls.add(url);
    // an API read the page's script makes with credentials: "include" (lib/api.ts) takes this answer only if the
    // preload's mode and credentials match it, hence use-credentials
    const links = [
      ...[...urls].map((url) => `    <link rel="modulepreload" crossorigin href="${url}">`),
      ...fetches.map((url) => `    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replace(/&/g, "&amp;")}">`),
    ].join("\n");
    return template.replace("  </head>", `${links}\n  </head>`);
  };
  const write = async (relative: string, html: string) => {
    const file = path.join(clientDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await writeFile(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  };

  for (const page of PAGE_DOCUMENTS) {
    if (page.visitor) await write(`preload/${page.name}-visitor.html`, titled(withPreloads(page.visitor), page, false));
    if (page.member) await write(`preload/${page.name}-member.html`, titled(withPreloads(page.member, page.memberFetches), page, true));
    if (page.prerender) {
      if (typeof page.path !== "string" || !page.visitor) throw new Error(`prerender: ${page.name} needs an exact path and its visitor chunks`);
      const markup = await renderVisitorPage(page.path);
      const html = titled(withPreloads(page.visitor), page, false).replace('<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`);
      await write(`prerendered/${page.name}.html`, html);
      console.log(`prerendered ${page.path}: prerendered/${page.name}.html, ${(html.length / 1024).toFixed(1)} KB`);
    }
  }
  await rm(ssrDir, { recursive: true, force: true });
}

await main();
