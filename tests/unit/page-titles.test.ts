import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_DOCUMENTS, pageDocumentFor } from "@core/page-documents";
import { PAGE_IDS, PAGES, pageAt, type PageId } from "@core/routes";
import { documentTitleFor, HOME_TITLE, NOT_FOUND_TITLE } from "@core/page-titles";
import { paths } from "@client/lib/routes";

/** A page's path with every ":name" part filled with a sample. */
const sample = (id: PageId) => PAGES[id].path.replace(/:\w+/g, "7");

describe("document titles (decision 143)", () => {
  it("every page of the table has its own title, and the router shows every page of the table", () => {
    expect(PAGE_IDS.length).toBeGreaterThan(20);
    for (const id of PAGE_IDS) {
      const title = documentTitleFor(sample(id), true);
      expect(title, id).toBe(`${PAGES[id].title} · StakeLine`);
      expect(pageAt(sample(id)), id).toBe(id);
    }
    const router = readFileSync("src/client/app/router.tsx", "utf8");
    expect(router).toMatch(/PAGE_IDS\.map\(/);
    // the only literal route is "/" (landing or dashboard); every other path comes from the table
    expect([...router.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1])).toEqual(["/"]);
  });

  it("every path in paths.ts and every page document is a page of the table", () => {
    for (const value of Object.values(paths)) {
      const path = typeof value === "function" ? value(12) : value;
      expect(documentTitleFor(path, true), path).not.toBe(NOT_FOUND_TITLE);
    }
    for (const doc of PAGE_DOCUMENTS) {
      const answered = PAGE_IDS.filter((id) => (typeof doc.path === "string" ? doc.path === sample(id) : doc.path.test(sample(id))));
      for (const id of answered) expect(pageDocumentFor(sample(id), true) ?? pageDocumentFor(sample(id), false), id).toContain(doc.name);
      expect(answered.length + (doc.path === "/" ? 1 : 0), doc.name).toBeGreaterThan(0);
      for (const id of answered) expect(documentTitleFor(sample(id), false), doc.name).not.toBe(NOT_FOUND_TITLE);
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
