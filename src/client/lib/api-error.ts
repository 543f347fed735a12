import type { ErrorCode } from "@core/contracts/errors";
import { sentenceStart } from "@core/sentence";

/**
 * The one error every failed call throws. `message` keeps the spec's "status: body text" form; `status`, `code`
 * (the body's stable machine code) and `serverMessage` (the body's `message` when it is our JSON shape, else the
 * text itself) are read by code, so nothing parses message strings: cases are told apart by `code`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    bodyText: string,
    /** null when the body was not ours (a proxy's page, an empty body) */
    readonly code: string | null = null,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** Reads the body once; an empty body falls back to the status text, as the spec says. */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = (await res.text().catch(() => "")) || res.statusText;
    const body = parseBody(text);
    return new ApiError(res.status, body.message, text, body.code);
  }
}

function parseBody(text: string): { message: string; code: string | null } {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (parsed && typeof parsed === "object") {
      const code = typeof parsed.code === "string" && parsed.code ? parsed.code : null;
      if (typeof parsed.message === "string" && parsed.message) return { message: parsed.message, code };
      return { message: text, code };
    }
  } catch {
    // not JSON: the text itself is the message
  }
  return { message: text, code: null };
}

/** What to tell the user about a failure: the server's message (as a sentence: capital first), or `fallback` when it gave none. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) return error.serverMessage ? sentenceStart(error.serverMessage) : fallback;
  if (error instanceof Error) return error.message ? sentenceStart(error.message) : fallback;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** True when the server refused with this code (core/contracts/errors.ts): how the client tells cases apart. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error, 401);
}
