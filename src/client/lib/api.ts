import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

export { ApiError, errorMessage, hasErrorCode, isApiError, isUnauthorizedError } from "./api-error";

type UnauthorizedListener = (error: ApiError) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The one place told about every 401 (the app decides whether that means the session ended). */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

/** Any non-ok response fails with an ApiError ("status: body text", or the status text when the body is empty). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const error = await ApiError.fromResponse(res);
  if (error.status === 401) unauthorizedListener?.(error);
  throw error;
}

export interface RequestOptions {
  /** Sent as Idempotency-Key: the server answers a repeat of this submission with its first result. */
  idempotencyKey?: string;
}

/** One client for every call: credentials always, JSON bodies as JSON, FormData as is. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = {};
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
}

/** GET `url` with `params` as its query string (empty values left out). */
export function apiGet<T>(url: string, params: Record<string, unknown> = {}): Promise<T> {
  return apiRequest<T>("GET", url + queryString(params));
}

export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== "") search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}

/** Every query brings its own fetcher (features/<feature>/api/get-*.ts): a key is a name, never a URL. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
