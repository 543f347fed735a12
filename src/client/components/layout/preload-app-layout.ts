/**
 * Starts downloading the signed-in frame early (a public page that a signed-in visitor sees inside it); the lazy
 * frame's own import of the same module then finds it loaded. Apart from index.ts, which only re-exports.
 */
export const preloadAppLayout = () => import("./app-layout");
