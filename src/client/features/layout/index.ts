// What other features use of the layout; the router loads the signed-in frame and the not-found page directly.
export { preloadAppLayout } from "./preload-app-layout";
export { SiteFrame } from "./site-frame";
