import { mkdirSync, mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe URL, sent as List-Unsubscribe with List-Unsubscribe-Post */
  unsubscribeUrl?: string;
}

export interface MailTransport {
  /** where .eml files go when there is no SMTP server; null with SMTP_URL */
  readonly outboxDir: string | null;
  /** Resolves when the server accepted the mail (or the file is written); rejects otherwise. */
  send(id: number, message: MailMessage): Promise<void>;
  close(): void;
}

function headers(message: MailMessage): Record<string, string> {
  if (!message.unsubscribeUrl) return {};
  return { "List-Unsubscribe": `<${message.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * SMTP_URL set: nodemailer over SMTP. Unset: every mail is written as DATA_DIR/outbox/<id>.eml (a temporary
 * directory for an in-memory run), which any mail client opens, so development needs no mail server.
 */
export function createMailTransport(config: Config, log: { info: (obj: object, msg: string) => void }): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      outboxDir: null,
      async send(_id, m) {
        await smtp.sendMail({ from: config.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: headers(m) });
      },
      close: () => smtp.close(),
    };
  }
  const outboxDir = config.inMemory ? mkdtempSync(path.join(os.tmpdir(), "stakeline-outbox-")) : path.resolve(config.DATA_DIR, "outbox");
  mkdirSync(outboxDir, { recursive: true });
  log.info({ outboxDir }, `no SMTP_URL: mails are written as .eml files to ${outboxDir}`);
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir,
    async send(id, m) {
      const info = await writer.sendMail({ from: config.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: headers(m) });
      await writeFile(path.join(outboxDir, `${String(id).padStart(6, "0")}.eml`), info.message as Buffer);
    },
    close: () => writer.close(),
  };
}
