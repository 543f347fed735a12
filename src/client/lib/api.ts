import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError } from "./api-error";

export { ApiError, errorMessage, isApiError, isUnauthorizedError } from "./api-error";

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

type UnauthorizedBehavior = "returnNull" | "throw";

/** Query keys are URLs (["/api/campaigns", id] -> /api/campaigns/id; a trailing object becomes the query string). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const parts = [...queryKey];
    let search = "";
    const last = parts[parts.length - 1];
    if (last && typeof last === "object") {
      parts.pop();
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(last as Record<string, unknown>)) {
        if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
      }
      const s = params.toString();
      if (s) search = `?${s}`;
    }
    const res = await fetch(parts.join("/") + search, { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
