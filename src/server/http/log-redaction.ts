import type { FastifyRequest } from "fastify";

// a query parameter whose value is a credential: reset and verification links, unsubscribe links, API keys
const SECRET_PARAM = /token|secret|sig|signature|key|password|code/i;

// a path whose part is a credential: a private calendar feed's secret (decision 228)
const SECRET_PATH = /^(\/api\/calendar\/)[^/?]+(\.ics)/i;

/**
 * The URL as logged: credentials carried in the query string (a reset link's token) or in the path (a private
 * calendar feed's address) become [redacted].
 */
export function redactUrl(rawUrl: string): string {
  const url = redactPath(rawUrl);
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

/** The path's secret part redacted; read decoded, since /%61pi/calendar/... reaches the same route as /api/calendar/... */
function redactPath(url: string): string {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const decoded = decodeURIComponentSafe(path);
  if (!SECRET_PATH.test(decoded)) return url;
  return decoded.replace(SECRET_PATH, "$1[redacted]$2") + (q === -1 ? "" : url.slice(q));
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
