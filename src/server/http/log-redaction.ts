import type { FastifyRequest } from "fastify";

// a query parameter whose value is a credential: reset and verification links, unsubscribe links, API keys
const SECRET_PARAM = /token|secret|sig|signature|key|password|code/i;

/** The URL as logged: credentials carried in the query string (a reset link's token) become [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join("&")}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * What a request log line says about the request: pino's usual fields, with the URL's secrets redacted. No
 * headers at all (cookies and Authorization stay out), and bodies are never logged.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths pino blanks wherever they appear in a logged object (an error's context, a debug dump). */
export const LOG_REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  // plugins that log a request's headers at trace (@fastify/multipart's busboyOptions)
  "*.headers.cookie",
  "*.headers.authorization",
  "req.body.card",
  "req.body.password",
  "req.body.newPassword",
  "req.body.currentPassword",
  "req.body.token",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.card",
  "*.token",
  "*.clientSecret",
];
