import { expect, test } from "./fixtures";
import { mainNav, registerThroughApi } from "./helpers";

// A public page with a search moves into the signed-in layout when the sign-in check answers (SiteFrame), which
// mounts its content again: the field lost the focus, and what a signed-in user went on typing went nowhere
// (src/client/lib/kept-focus.ts).
for (const [path, label] of [
  ["/tournaments-main", "Search tournaments"],
  ["/staking-main", "Search campaigns"],
] as const) {
  test(`on ${path}, a search typed while the sign-in check answers keeps its field and its focus`, async ({ page }) => {
    await registerThroughApi(page.request, "investor");
    // the check answers late, as on a slow connection: the page shows in the visitor's frame first
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/auth/user", async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(path);
    const field = page.getByRole("searchbox", { name: label });
    await field.click();
    await field.pressSequentially("zq");
    await expect(mainNav(page)).toBeHidden();
    answer();
    await expect(mainNav(page)).toBeVisible();
    await expect(field).toHaveValue("zq");
    await expect(field).toBeFocused();
    await page.keyboard.type("x");
    await expect(field).toHaveValue("zqx");
    // leaving the page forgets it: back on the page, the field waits to be clicked
    await mainNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(field).toBeVisible();
    await expect(field).not.toBeFocused();
  });
}
