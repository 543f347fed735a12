import type { Config } from "../config";

/**
 * The configuration the mails of notifications need for their links (PUBLIC_URL, the unsubscribe signing key).
 * recordEvent() is called deep inside money and tournament transactions whose services are not handed the config,
 * so the app sets it once when it registers the notification routes; until then no mail is queued.
 */
let current: Config | null = null;

export function setNotificationMailConfig(config: Config): void {
  current = config;
}

export function notificationMailConfig(): Config | null {
  return current;
}
