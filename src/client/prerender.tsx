import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { setCurrentUser } from "@client/lib/auth/current-user";
import { queryClient } from "@client/lib/api";
import { App } from "./app/app";

/**
 * Build time only (scripts/prerender.ts): the HTML a visitor without a session sees first on the public pages,
 * rendered once with the visitor's state (no user) and every lazy part resolved, so the first paint needs no
 * JavaScript. The browser then hydrates it (main.tsx).
 */
export async function renderVisitorPage(url: string): Promise<string> {
  const html = await renderOnce(url);
  // a segment moved into place by an inline script would be blocked by the site's Content-Security-Policy
  if (html.includes("<script")) throw new Error(`prerender ${url}: the markup still needs an inline script`);
  return html;
}

async function renderOnce(url: string): Promise<string> {
  queryClient.clear();
  setCurrentUser(queryClient, null);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={url}>
      <App />
    </Router>,
    // a large boundary would otherwise be sent after the shell and moved into place by a script
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
