/**
 * Writes src/client/lib/class-merge-config.ts: tailwind-merge's default configuration cut down to the class groups
 * the client's source uses (decision 225). The default holds every Tailwind utility, 6.4 KB gzip of the first
 * script every page loads; the app uses about a third of them. Tailwind makes CSS only for classes written whole in
 * the source, so the groups of every word in src/client are all the groups a class the app shows can be in.
 * tests/unit/class-merge.test.ts fails when the file is out of date, and checks the cut-down merge against the
 * default on pairs of the classes the source writes.
 *
 * Run: npx tsx scripts/class-merge-config.ts [--check]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDefaultConfig, validators } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const CONFIG_FILE = "src/client/lib/class-merge-config.ts";

/** Every file of the client's source but the generated configuration. */
function clientFiles(dir = path.join(root, "src/client")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(full);
    return /\.(tsx?|html|css)$/.test(entry.name) && !full.endsWith(CONFIG_FILE) ? [full] : [];
  });
}

/** The words of the client's source that tailwind-merge's default configuration takes for a class. */
export function sourceClasses(): string[] {
  const config = getDefaultConfig();
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  const words = new Set<string>();
  for (const file of clientFiles()) for (const word of readFileSync(file, "utf8").split(/[\s"'`{}]+/)) if (word) words.add(word);
  return [...words].filter((word) => {
    const { baseClassName, isExternal } = parse(word);
    return !isExternal && getClassGroupId(baseClassName) !== undefined;
  });
}

type Value = unknown;
const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

function source(value: Value): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(source).join(", ")}]`;
  if (typeof value === "function") {
    const getter = value as { isThemeGetter?: boolean; themeKey?: string };
    if (getter.isThemeGetter) return `fromTheme(${JSON.stringify(getter.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`class-merge-config: a function of the default configuration is not a validator: ${String(value)}`);
    return `validators.${name}`;
  }
  if (value && typeof value === "object")
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${source(v)}`)
      .join(", ")} }`;
  throw new Error(`class-merge-config: cannot write ${String(value)}`);
}

/** The cut-down configuration's source. */
export function configSource(): string {
  const config = getDefaultConfig();
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  const used = new Set<string>();
  for (const word of sourceClasses()) {
    const { baseClassName, maybePostfixModifierPosition } = parse(word);
    used.add(getClassGroupId(baseClassName)!);
    // "text-sm/6": the group without the postfix too, as the merge looks it up first
    if (maybePostfixModifierPosition) {
      const withoutPostfix = getClassGroupId(baseClassName.substring(0, maybePostfixModifierPosition));
      if (withoutPostfix) used.add(withoutPostfix);
    }
  }
  const keep = <T>(record: Record<string, T>, map: (value: T) => T = (v) => v) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([id]) => used.has(id))
        .map(([id, v]) => [id, map(v)]),
    );
  const onlyUsed = (ids: readonly string[]) => ids.filter((id) => used.has(id));
  const cut = {
    cacheSize: config.cacheSize,
    theme: config.theme,
    classGroups: keep(config.classGroups),
    conflictingClassGroups: keep(config.conflictingClassGroups, onlyUsed),
    conflictingClassGroupModifiers: keep(config.conflictingClassGroupModifiers, onlyUsed),
    postfixLookupClassGroups: onlyUsed(config.postfixLookupClassGroups ?? []),
    orderSensitiveModifiers: config.orderSensitiveModifiers,
  };
  return `// Written by scripts/class-merge-config.ts (npx tsx scripts/class-merge-config.ts); do not edit.
// tailwind-merge's default configuration, only the ${used.size} class groups src/client uses (decision 225).
import { fromTheme, validators } from "tailwind-merge";

export const classMergeConfig = () => (${source(cut)});
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = path.join(root, CONFIG_FILE);
  const text = configSource();
  if (process.argv.includes("--check")) {
    if (readFileSync(file, "utf8") !== text) {
      console.error(`${CONFIG_FILE} is out of date: npx tsx scripts/class-merge-config.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${CONFIG_FILE}`);
  }
}
