import { PAGES } from "@core/routes";
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN } from "@core/payout-confirmation";

/*
 * The pages behind a payout mail's one-click links (decision 200): server-rendered, so they work from a mail
 * client without the app's JavaScript or a session. The GET only shows what the button will do (mail scanners
 * follow GETs); the button POSTs with the same signed token.
 */

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export type PayoutLinkPage =
  | { state: "confirm"; token: string; summary: string }
  | { state: "dispute"; token: string; summary: string; error?: string; reason?: string }
  | { state: "done"; title: string; text: string }
  | { state: "refused"; text: string }
  | { state: "invalid" };

export function payoutLinkPage(page: PayoutLinkPage): string {
  let body: string;
  const action = (token: string) => `/api/mail/payout?token=${encodeURIComponent(token)}`;
  switch (page.state) {
    case "confirm":
      body = `<h1>Confirm you were paid?</h1><p>${escapeHtml(page.summary)}</p>
<form method="post" action="${action(page.token)}"><button type="submit">Confirm I was paid</button></form>`;
      break;
    case "dispute":
      body = `<h1>Tell us you were not paid</h1><p>${escapeHtml(page.summary)}</p>
${page.error ? `<p role="alert" style="color:#b91c1c">${escapeHtml(page.error)}</p>` : ""}
<form method="post" action="${action(page.token)}"><label for="reason">What went wrong? (${DISPUTE_REASON_MIN}-${DISPUTE_REASON_MAX.toLocaleString("en-US")} characters)</label><br>
<textarea id="reason" name="reason" rows="5" cols="50" minlength="${DISPUTE_REASON_MIN}" maxlength="${DISPUTE_REASON_MAX}" required>${escapeHtml(page.reason ?? "")}</textarea><br>
<button type="submit">I was not paid</button></form>`;
      break;
    case "done":
      body = `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>`;
      break;
    case "refused":
      body = `<h1>Nothing was changed</h1><p>${escapeHtml(page.text)}</p>`;
      break;
    default:
      body = `<h1>This link is invalid.</h1><p>Open your portfolio to confirm or dispute your payouts.</p>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>StakeLine payout</title></head><body style="font-family:sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem">${body}<p><a href="${PAGES.portfolio.path}">Open your portfolio</a></p></body></html>`;
}
