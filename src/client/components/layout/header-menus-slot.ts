import type { PublicUser } from "@core/contracts/auth";
import type { ComponentType } from "react";

type HeaderMenusModule = Promise<{ default: ComponentType<{ user: PublicUser }> }>;
let load: (() => HeaderMenusModule) | null = null;

/**
 * The top bar's menus (the notification bell and the account menu) are features; the layout sits below the features
 * and may not import them, so the app hands the layout their loader once at start (src/client/app/app.tsx), as it
 * hands lib/api.ts its 401 listener.
 */
export function provideHeaderMenus(loader: () => HeaderMenusModule): void {
  load = loader;
}

/** The menus' module, loaded by the layout once the page's first content is on screen. */
export function headerMenus(): HeaderMenusModule {
  if (!load) throw new Error("provideHeaderMenus was not called: the app provides the layout's menus at start");
  return load();
}
