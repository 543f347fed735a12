import { lazy } from "react";

/** The signed-in frame, lazy: the landing page and the public pages do not download it (decision 110). */
export const LazyAppLayout = lazy(() => import("./app-layout").then((m) => ({ default: m.AppLayout })));
