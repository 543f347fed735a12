import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_DOCUMENTS } from "@core/page-documents";
import { documentTitleFor, HOME_TITLE, NOT_FOUND_TITLE } from "@core/page-titles";
import { paths } from "@client/lib/routes";

/** Every route path the router declares, :params filled with a sample id. */
function routerPaths(): string[] {
  const source = readFileSync("src/client/app/router.tsx", "utf8");
  const literal = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!);
  const named = [...source.matchAll(/path=\{paths\.(\w+)\}|\[paths\.(\w+),/g)].map((m) => paths[(m[1] ?? m[2]) as keyof typeof paths]);
  return [...literal, ...named.map((p) => (typeof p === "function" ? p(7) : p))].map((p) => p.replace(/:\w+/g, "7"));
}

describe("document titles (decision 143)", () => {
  it("every route of the router has its own title, never the not-found one", () => {
    const all = routerPaths();
    expect(all.length).toBeGreaterThan(20);
    for (const path of all) {
      const title = documentTitleFor(path, true);
      expect(title, path).not.toBe(NOT_FOUND_TITLE);
      expect(title, path).toMatch(/ · StakeLine$|^StakeLine · /);
    }
  });

  it("every path in paths.ts and every page document is covered", () => {
    for (const value of Object.values(paths)) {
      const path = typeof value === "function" ? value(12) : value;
      expect(documentTitleFor(path, true), path).not.toBe(NOT_FOUND_TITLE);
    }
    for (const doc of PAGE_DOCUMENTS) {
      const path =
        typeof doc.path === "string"
          ? doc.path
          : doc.name === "spectator"
            ? "/tournament/3/view"
            : doc.name === "control"
              ? "/tournament/3/control"
              : "/invest/3";
      expect(documentTitleFor(path, false), doc.name).not.toBe(NOT_FOUND_TITLE);
    }
  });

  it("names the pages as the navigation does", () => {
    expect(documentTitleFor("/browse", true)).toBe("Browse Campaigns · StakeLine");
    expect(documentTitleFor("/dashboard", true)).toBe("Dashboard · StakeLine");
    expect(documentTitleFor("/portfolio", true)).toBe("My Portfolio · StakeLine");
    expect(documentTitleFor("/tournament/demo/control", false)).toBe("Tournament Control · StakeLine");
    expect(documentTitleFor("/invest/42", false)).toBe("Campaign · StakeLine");
  });

  it("/ is the dashboard when signed in, the landing page for a visitor; an unknown path is not found", () => {
    expect(documentTitleFor("/", true)).toBe("Dashboard · StakeLine");
    expect(documentTitleFor("/", false)).toBe(HOME_TITLE);
    expect(documentTitleFor("/no-such-page", true)).toBe(NOT_FOUND_TITLE);
    expect(documentTitleFor("/invest/1/extra", true)).toBe(NOT_FOUND_TITLE);
  });
});
