// Browser-side JSON fetch that turns the API's error envelope into a thrown ApiError.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: { fields?: Record<string, string[]>; files?: { filename: string; message: string }[] } = {},
  ) {
    super(message);
  }
}

export async function apiFetch<T>(input: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(input, init);
  } catch {
    throw new ApiError(0, "network", "Can't reach Scout. Check your connection and try again.");
  }
  if (res.status === 204) return undefined as T;
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    const err = body?.error ?? {};
    const retry = res.headers.get("retry-after");
    const message = (err.message ?? `Request failed (${res.status}).`) + (res.status === 429 && retry ? ` Try again in ${retry} s.` : "");
    throw new ApiError(res.status, err.code ?? "unknown", message, err);
  }
  return body as T;
}
