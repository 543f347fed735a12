import { readFileSync } from "node:fs";
import { createTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classMergeConfig } from "@client/lib/class-merge-config";
import { cn } from "@client/lib/utils";
import { CONFIG_FILE, configSource, sourceClasses } from "../../scripts/class-merge-config";

// decision 225: the client merges classes with tailwind-merge's default configuration cut down to the groups it uses
describe("class merging with the cut-down configuration", () => {
  it("the configuration is the one the generator writes from today's source (else: npx tsx scripts/class-merge-config.ts)", () => {
    expect(readFileSync(CONFIG_FILE, "utf8")).toBe(configSource());
  });

  it("merges every pair of classes the source writes exactly as the full default configuration does", () => {
    const words = sourceClasses();
    expect(words.length).toBeGreaterThan(300);
    const merge = createTailwindMerge(classMergeConfig);
    const differ: string[] = [];
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j < words.length; j++) {
        const pair = `${words[i]} ${words[j]}`;
        if (merge(pair) !== twMerge(pair)) differ.push(pair);
      }
    expect(differ).toEqual([]);
  }, 120_000);

  it("a later class still wins over an earlier one of its group", () => {
    expect(cn("h-10 px-4 py-2", "h-8 px-3")).toBe("py-2 h-8 px-3");
    expect(cn("text-sm text-muted-foreground", "text-lg")).toBe("text-muted-foreground text-lg");
    expect(cn("bg-primary hover:bg-primary/90", false, "hover:bg-secondary")).toBe("bg-primary hover:bg-secondary");
  });
});
