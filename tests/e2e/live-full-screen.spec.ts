import { expect, test, type Page } from "./fixtures";

// landscape phone, portrait phone, a laptop and a TV: the clock and blinds must fill each one in full screen
const SIZES = [
  { width: 844, height: 390 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

const PAGES = [
  { name: "console", url: "/tournament/demo/control", enter: "Full Screen", exit: "Exit Full Screen" },
  { name: "spectator", url: "/tournament/demo/view", enter: "Full Screen", exit: "Exit View" },
];

/** Headless Chromium has no screen to keep awake, so the Screen Wake Lock API is recorded instead of used. */
async function recordWakeLock(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { wakeCalls: string[] }).wakeCalls = calls;
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          calls.push(`request:${type}`);
          return { release: async () => void calls.push("release") };
        },
      },
    });
  });
}

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

for (const target of PAGES) {
  for (const size of SIZES) {
    test(`${target.name} full screen at ${size.width}x${size.height}: a one-line title, the clock and blinds fill the screen, the screen stays awake`, async ({
      page,
    }, info) => {
      await recordWakeLock(page);
      await page.setViewportSize(size);
      await page.goto(target.url);
      await expect(page.getByTestId("countdown")).toBeVisible();
      await page.getByRole("button", { name: target.enter, exact: true }).click();
      await expect(page.getByTestId("full-screen-display")).toBeVisible();
      await expect(page.getByRole("button", { name: target.exit })).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { wakeCalls: string[] }).wakeCalls)).toEqual(["request:screen"]);

      // the title keeps to one line
      const title = page.getByRole("heading", { level: 1 });
      const lineHeight = await title.evaluate((el) => Number(getComputedStyle(el).lineHeight.replace("px", "")));
      expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

      // level, countdown, blinds and the next level are all on the first screen, and together fill most of it
      const level = await box(page, "current-level");
      const countdown = await box(page, "countdown");
      const blinds = await box(page, "blinds");
      const next = await box(page, "next-level");
      expect(level.y).toBeGreaterThanOrEqual(0);
      expect(next.y + next.height).toBeLessThanOrEqual(size.height);
      const landscape = size.width > size.height;
      if (landscape) {
        expect(next.y + next.height - level.y).toBeGreaterThan(size.height * 0.75);
        expect(countdown.height).toBeGreaterThan(size.height * 0.3);
      } else {
        expect(countdown.width).toBeGreaterThan(size.width * 0.8);
      }
      expect(blinds.width).toBeGreaterThan(size.width * 0.6);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      const shot = await page.screenshot({ path: `.tmp/screen-shots/${target.name}-${size.width}x${size.height}.png` });
      await info.attach(`${target.name}-${size.width}x${size.height}`, { body: shot, contentType: "image/png" });

      await page.getByRole("button", { name: target.exit }).click();
      await expect(page.getByTestId("full-screen-display")).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as { wakeCalls: string[] }).wakeCalls)).toEqual(["request:screen", "release"]);
    });
  }
}
