import { ERROR_STATUS, type ErrorCode, type ErrorKind, type ErrorResponse, type SpecificErrorCode, SPECIFIC_ERROR_KIND } from "@core/contracts/errors";

export { ERROR_STATUS, type ErrorCode, type ErrorKind };

/**
 * One error type. Its kind maps to the HTTP status in one table (core/contracts/errors.ts); its code is what the
 * body says to clients: the kind itself, or a specific code where the client must tell this case apart.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** where the user takes the step the message names (the identity check's Settings tab), sent as the body's `link` */
  link?: string;

  constructor(
    public readonly kind: ErrorKind,
    message: string,
    code?: SpecificErrorCode,
  ) {
    super(message);
    this.code = code ?? kind;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

/** The body of every error answer. */
export const errorBody = (code: ErrorCode, message: string, link?: string): ErrorResponse => (link ? { message, code, link } : { message, code });

/** A specific code's error, of the kind the table gives it. */
export const specificError = (code: SpecificErrorCode, message: string) => new AppError(SPECIFIC_ERROR_KIND[code], message, code);

export const badRequest = (message: string) => new AppError("bad_request", message);
export const unauthorized = (message = "Unauthorized") => new AppError("unauthorized", message);
export const forbidden = (message = "Forbidden") => new AppError("forbidden", message);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);
