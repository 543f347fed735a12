import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseForm, readBody } from "../fake-http";

/** Stripe Identity's VerificationSession as the SDK reads it (the fields the app uses). */
export interface FakeVerificationSession {
  id: string;
  object: "identity.verification_session";
  status: "requires_input" | "processing" | "verified" | "canceled";
  type: string;
  url: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  return_url?: string;
  verified_outputs: { first_name: string | null; last_name: string | null } | null;
  livemode: false;
}

export interface IdentityFake {
  url: string;
  sessions: Map<string, FakeVerificationSession>;
  /** the parsed bodies of the creates, and the query of every retrieve (to check verified_outputs was expanded) */
  creates: Record<string, unknown>[];
  retrieves: string[];
  /** what the hosted flow does at Stripe when the person is verified */
  verify(id: string, firstName: string, lastName: string): FakeVerificationSession;
  close(): Promise<void>;
}

/** A stand-in for Stripe Identity's verification_sessions API on 127.0.0.1, spoken to by the real SDK. */
export async function startIdentityFake(): Promise<IdentityFake> {
  const sessions = new Map<string, FakeVerificationSession>();
  const creates: Record<string, unknown>[] = [];
  const retrieves: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = parseForm(await readBody(req));
    const [path, query = ""] = (req.url ?? "").split("?");
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== "Bearer sk_test_fake")
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    if (req.method === "POST" && path === "/v1/identity/verification_sessions") {
      creates.push(body);
      const id = `vs_${randomBytes(12).toString("hex")}`;
      const session: FakeVerificationSession = {
        id,
        object: "identity.verification_session",
        status: "requires_input",
        type: String(body.type),
        url: `https://verify.stripe.com/start/test_${id}`,
        client_reference_id: (body.client_reference_id as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        return_url: body.return_url as string,
        verified_outputs: null,
        livemode: false,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const m = /^\/v1\/identity\/verification_sessions\/([^/]+)$/.exec(path);
    if (m && req.method === "GET") {
      retrieves.push(decodeURIComponent(query));
      const session = sessions.get(m[1]);
      if (!session) return send(404, { error: { type: "invalid_request_error", message: `No such verificationsession: '${m[1]}'`, code: "resource_missing" } });
      // like Stripe: the verified outputs only when asked to expand them
      const expanded = decodeURIComponent(query).includes("expand[0]=verified_outputs");
      return send(200, expanded ? session : { ...session, verified_outputs: undefined });
    }
    return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path}).` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    creates,
    retrieves,
    verify(id, firstName, lastName) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = "verified";
      session.url = null;
      session.verified_outputs = { first_name: firstName, last_name: lastName };
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
