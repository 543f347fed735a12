import { sentenceStart } from "@core/sentence";

/**
 * The one error every failed call throws. `message` keeps the spec's "status: body text" form; `status` and
 * `serverMessage` (the body's `message` when it is our JSON shape, else the text itself) are read by code,
 * so nothing parses message strings.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** Reads the body once; an empty body falls back to the status text, as the spec says. */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = (await res.text().catch(() => "")) || res.statusText;
    return new ApiError(res.status, messageOf(text), text);
  }
}

function messageOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (parsed && typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // not JSON: the text itself is the message
  }
  return text;
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

export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error, 401);
}
