import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Any non-ok response fails with "status: body text" (or the status text when the body is empty). */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** One client for every call: credentials always, JSON bodies as JSON, FormData as is. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined && !isForm ? { "Content-Type": "application/json" } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
}

/** The message a server error carries: the body's `message` when it is our JSON shape, else the raw text. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (!(error instanceof Error)) return fallback;
  const m = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!m) return error.message || fallback;
  try {
    const parsed = JSON.parse(m[1]) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    /* not JSON: the text itself */
  }
  return m[1] || fallback;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
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
