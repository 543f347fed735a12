import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import cycle in src/client and src/core (decision 150), file by file and feature by feature: ESLint's zones keep a
 * feature to another's index.ts and off src/client/app, but cannot see a loop (the router and its pages once
 * imported each other through PageProps, a form and its prize fields through the form's values, campaigns and
 * investing through the markup badge). Type imports, re-exports and import() count: each is an edge a later change
 * can turn into a load-order bug.
 */
const SRC = path.resolve("src");
const ROOTS = [path.join(SRC, "client"), path.join(SRC, "core")];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const ALIASES: Record<string, string> = { "@client/": path.join(SRC, "client"), "@core/": path.join(SRC, "core") };

/** The file a specifier names, or null for a package (or a file outside src/client and src/core). */
function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? path.join(ALIASES[alias], specifier.slice(alias.length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  );
  return found && ROOTS.some((root) => found.startsWith(root + path.sep)) ? found : null;
}

function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const edges = new Set<string>();
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target && target !== file) edges.add(path.relative(SRC, target));
    }
    graph.set(path.relative(SRC, file), edges);
  }
  return graph;
}

/** A client file's part: its feature ("feature:campaigns"), else app, components, lib or the entry files; core is one part. */
function partOf(file: string): string {
  const [top, folder, name] = file.split(path.sep);
  if (top === "core") return "core";
  if (folder === "features") return `feature:${name}`;
  return folder.includes(".") ? "entry" : folder;
}

function partGraph(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = partOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) if (partOf(target) !== from) edges.add(partOf(target));
  }
  return graph;
}

/** The strongly connected groups of more than one node (Tarjan), each sorted: every node in one is on a cycle. */
function cycleGroups(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

describe("client and core imports", () => {
  it("the cycle finder sees a loop through three files, and only it", () => {
    const graph = new Map([
      ["router.tsx", new Set(["browse-page.tsx"])],
      ["browse-page.tsx", new Set(["routes.ts", "router.tsx"])],
      ["routes.ts", new Set<string>()],
      ["a.ts", new Set(["b.ts"])],
      ["b.ts", new Set(["c.ts"])],
      ["c.ts", new Set(["a.ts"])],
    ]);
    expect(cycleGroups(graph)).toEqual([
      ["a.ts", "b.ts", "c.ts"],
      ["browse-page.tsx", "router.tsx"],
    ]);
  });

  it("the graph sees type imports, re-exports and import()", () => {
    const graph = fileGraph();
    expect(graph.get(path.join("client", "app", "router.tsx"))).toContain(path.join("client", "features", "campaigns", "pages", "browse-page.tsx"));
    expect(graph.get(path.join("client", "features", "campaigns", "pages", "browse-page.tsx"))).toContain(path.join("client", "lib", "routes.ts"));
    expect(graph.get(path.join("client", "lib", "auth", "use-auth.ts"))).toContain(path.join("client", "lib", "auth", "current-user.ts"));
    expect(graph.get(path.join("client", "features", "landing", "index.ts"))).toContain(path.join("client", "features", "landing", "demo-clock-callout.tsx"));
  });

  it("no file imports itself back through others", () => {
    expect(cycleGroups(fileGraph())).toEqual([]);
  });

  it("no feature imports itself back through others; only the entry files (main, prerender) import the app", () => {
    const parts = partGraph(fileGraph());
    expect(parts.size).toBeGreaterThan(10);
    expect(cycleGroups(parts)).toEqual([]);
    expect([...parts.entries()].filter(([from, to]) => to.has("entry") || (to.has("app") && from !== "entry")).map(([from]) => from)).toEqual([]);
    // core is shared by client and server, and components and lib sit below every feature
    for (const low of ["core", "components", "lib"])
      expect(
        [...(parts.get(low) ?? [])].filter((to) => to !== "core" && to !== "components" && to !== "lib"),
        low,
      ).toEqual([]);
  });
});
