import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { setCurrentUser } from "@client/lib/auth/current-user";
import { queryClient } from "./lib/api";
import "./index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Rendering in a transition lets React yield to the browser every few milliseconds instead of holding the
// main thread for the whole first render (Lighthouse's total blocking time on a phone).
if (container.hasAttribute("data-prerendered")) {
  // the server sends the prerendered page only to a browser without a session cookie: a visitor, so the
  // sign-in check would answer "no user"; hydrating with that state keeps the page as it was painted
  setCurrentUser(queryClient, null);
  startTransition(() => void hydrateRoot(container, app));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
