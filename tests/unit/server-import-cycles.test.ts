import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import cycle between server folders (decision 101). ESLint's boundary rule keeps features off
 * each other's routes but cannot see a loop through services (investing -> notifications -> live -> campaigns
 * -> investing once came in that way), so this test builds the folder graph from every import, type imports
 * included, and fails on any cycle, naming it.
 */
const SERVER = path.resolve("src/server");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/**
 * The server folder a file belongs to. app.ts, main.ts and the demo seed (src/server/seed, which books its data
 * through the real services) are wiring: they use every feature and nothing imports them back. The other files
 * at the top (config, errors) are leaves of their own.
 */
function folderOf(file: string): string | null {
  const rel = path.relative(SERVER, file);
  if (rel.startsWith("..")) return null;
  const parts = rel.split(path.sep);
  if (parts.length === 1) return /^(app|main)\.tsx?$/.test(parts[0]) ? "wiring" : parts[0].replace(/(\.d)?\.tsx?$/, "");
  if (parts[0] === "seed") return "wiring";
  return parts[0];
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importedFile(from: string, specifier: string): string | null {
  if (specifier.startsWith("@server/")) return path.join(SERVER, specifier.slice("@server/".length));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = importedFile(file, match[1] ?? match[2]);
      const to = target ? folderOf(target) : null;
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every elementary cycle's first sighting by depth-first search, as "a -> b -> a". */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe("server folders", () => {
  it("the cycle finder sees a loop through three folders", () => {
    const graph = new Map([
      ["investing", new Set(["notifications"])],
      ["notifications", new Set(["live"])],
      ["live", new Set(["investing"])],
    ]);
    expect(cyclesOf(graph)).toEqual(["investing -> notifications -> live -> investing"]);
  });

  it("import each other in one direction only: no cycle", () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(10);
    // the wiring is imported by nothing (a feature importing app.ts or the seed would hide a loop behind it)
    expect([...graph.entries()].filter(([, to]) => to.has("wiring")).map(([from]) => from)).toEqual([]);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
