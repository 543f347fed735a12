import { PAGES } from "@core/routes";
import type { MailTopic } from "./recipient";

const TOPIC_TEXT: Record<MailTopic, string> = { money: "money events", tournaments: "tournaments" };

type PageState = { state: "confirm"; topic: MailTopic; token: string } | { state: "done"; topic: MailTopic } | { state: "invalid" };

/** A tiny server-rendered page: it must work from a mail client without the app's JavaScript or a session. */
export function unsubscribePage(page: PageState): string {
  let body: string;
  if (page.state === "confirm") {
    body = `<h1>Stop e-mails about ${TOPIC_TEXT[page.topic]}?</h1>
<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(page.token)}"><button type="submit">Unsubscribe</button></form>
<p><a href="${PAGES.profile.path}">Manage e-mail settings in Profile</a></p>`;
  } else if (page.state === "done") {
    body = `<h1>You are unsubscribed</h1><p>We will no longer e-mail you about ${TOPIC_TEXT[page.topic]}. You can turn these e-mails back on in <a href="${PAGES.profile.path}">Profile</a>.</p>`;
  } else {
    body = `<h1>This unsubscribe link is invalid.</h1><p>You can change your e-mail settings in <a href="${PAGES.profile.path}">Profile</a>.</p>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>StakeLine e-mail settings</title></head><body>${body}</body></html>`;
}
