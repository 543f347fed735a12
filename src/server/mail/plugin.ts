import type { FastifyInstance } from "fastify";
import { prepareLinkKey } from "./links";
import mailRoutes from "./routes";
import { createMailTransport, type MailTransport } from "./transport";
import { createOutboxWorker, type OutboxWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    /** the mail transport and the outbox worker of this instance */
    mail: { transport: MailTransport; worker: OutboxWorker };
  }
}

/**
 * Mail: the routes, and the outbox worker, which starts when the app is ready and stops when it closes.
 * Every instance runs one; claims keep them from sending the same mail (see worker.ts).
 */
export async function registerMail(app: FastifyInstance): Promise<void> {
  prepareLinkKey(app.config);
  const transport = createMailTransport(app.config, app.log);
  const worker = createOutboxWorker(app.db, transport, app.log);
  app.decorate("mail", { transport, worker });
  const pollMs = app.config.MAIL_POLL_MS;
  if (pollMs > 0) app.addHook("onReady", async () => worker.start(pollMs));
  app.addHook("onClose", async () => {
    await worker.stop();
    transport.close();
  });
  await app.register(mailRoutes);
}
