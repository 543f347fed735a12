import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, plus one rule for every spec: the browser contexts a test opens itself (`browser.newContext()`:
 * a second user, a phone, a display) are closed when the test ends. The browser lives as long as its worker, so
 * before, every page a test had opened stayed open, its clock ticking and its streams open, through all the worker's
 * later tests: on CI's two cores the load reached 20 and minute-long tests ran out of time.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // the test's own `context` is Playwright's to close, after its failure screenshot
      const opened = browser.contexts().filter((c) => !before.has(c) && c !== context);
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
