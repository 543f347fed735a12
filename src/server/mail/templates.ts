/** the text line that carries the unsubscribe link (the sender also puts it in List-Unsubscribe) */
export const UNSUBSCRIBE_LINE = "Stop these e-mails: ";

export interface MailContent {
  greeting?: string;
  lines: string[];
  action?: { label: string; url: string };
  /** further one-click links after the action (a payout's Confirm / "I was not paid") */
  links?: Array<{ label: string; url: string }>;
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The same mail as plain text and as simple HTML; every value is escaped, so user text cannot add markup. */
export function renderMail(input: MailContent): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  if (input.greeting) {
    text.push(input.greeting, "");
    html.push(`<p>${escapeHtml(input.greeting)}</p>`);
  }
  for (const line of input.lines) {
    text.push(line, "");
    html.push(`<p>${escapeHtml(line)}</p>`);
  }
  if (input.action) {
    text.push(`${input.action.label}: ${input.action.url}`, "");
    html.push(`<p><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.label)}</a></p>`);
  }
  for (const link of input.links ?? []) {
    text.push(`${link.label}: ${link.url}`, "");
    html.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
  }
  text.push("-- ", "StakeLine");
  html.push(`<p style="color:#666">StakeLine</p>`);
  if (input.unsubscribeUrl) {
    text.push(`${UNSUBSCRIBE_LINE}${input.unsubscribeUrl}`);
    html.push(`<p style="color:#666;font-size:12px"><a href="${escapeHtml(input.unsubscribeUrl)}">Stop these e-mails</a></p>`);
  }
  return {
    text: text.join("\n") + "\n",
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html.join("")}</body></html>`,
  };
}
