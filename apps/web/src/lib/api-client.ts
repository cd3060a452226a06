import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@kaksha/contracts/endpoint';
import { clearSession, getToken } from './session-store.ts';

/** A failed call, carrying the server's `{ status: false, message, errors? }` answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: { field: string; message: string }[];
  /** The contract's name for a failure a screen acts on (`ErrorCode`), when the server gave one. */
  readonly code?: string;

  constructor(status: number, message: string, errors?: { field: string; message: string }[], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/**
 * What a call needs at run time, typed by its contract. The sign-in page uses these instead of the
 * contract objects so that it loads without zod (see entry-endpoints.ts).
 */
export interface EndpointRef<E extends EndpointDef> {
  readonly method: E['method'];
  readonly path: string;
  readonly access: EndpointDef['access'];
  /** Never set: carries the contract's type for BodyOf/ParamsOf/ResponseOf. */
  readonly contract?: E;
}

type BodyPart<E> = BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };
type ParamsPart<E> = ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> };
// Query-string fields are always optional (the paging of GET lists).
type QueryPart<E> = QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> };
export type CallOptions<E> = BodyPart<E> & ParamsPart<E> & QueryPart<E> & { signal?: AbortSignal };

// The options argument may be left out only when the endpoint takes neither body nor params.
type CallArgs<E> =
  BodyOf<E> extends undefined
    ? ParamsOf<E> extends undefined
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>];

const FALLBACK_MESSAGE = 'Something went wrong';

let onUnauthorized = (): unknown => {
  window.location.assign('/login');
  return undefined;
};

/** The app routes to /login with its router instead of reloading the page. */
export function setUnauthorizedHandler(handler: () => unknown): void {
  onUnauthorized = handler;
}

/** Fills `:name` segments of a contract path from params, encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from the fields that are set; empty when none is. */
function queryString(query?: Record<string, unknown>): string {
  const pairs = Object.entries(query ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return pairs.length ? `?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString()}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, errors, code } = body as { message?: unknown; errors?: unknown; code?: unknown };
    return new ApiError(
      status,
      typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
      Array.isArray(errors) ? (errors as { field: string; message: string }[]) : undefined,
      typeof code === 'string' ? code : undefined,
    );
  }
  return new ApiError(status, FALLBACK_MESSAGE);
}

/**
 * Calls one endpoint of the Kaksha API, typed from its contract. The answer is not re-validated
 * here: the server already validates every response against the same contract.
 */
export async function call<E extends EndpointDef>(
  endpoint: E | EndpointRef<E>,
  ...args: CallArgs<E>
): Promise<ResponseOf<E>> {
  const options = args[0] as
    | { body?: unknown; params?: Record<string, unknown>; query?: Record<string, unknown>; signal?: AbortSignal }
    | undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers['x-access-token'] = token;
  const hasBody = endpoint.method !== 'GET' && options?.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  const response = await fetch(`/api${buildPath(endpoint.path, options?.params)}${queryString(options?.query)}`, {
    method: endpoint.method,
    headers,
    body: hasBody ? JSON.stringify(options?.body) : undefined,
    signal: options?.signal,
  });
  const body = await readJson(response);
  if (response.ok) return body as ResponseOf<E>;

  throw failure(endpoint, response.status, body);
}

/** The error of a failed call; a 401 on a signed-in call ends the session, whichever way it was sent. */
function failure(endpoint: { access: EndpointDef['access'] }, status: number, body: unknown): ApiError {
  // A public call (login) answers 401 for wrong credentials; only a signed-in call means "session over".
  if (status === 401 && endpoint.access !== 'public') {
    clearSession();
    onUnauthorized();
  }
  return toApiError(status, body);
}

export interface UploadOptions {
  /** Called with 0 to 100 as the file goes up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Text fields sent before the files (an import's options). */
  fields?: Record<string, string>;
}

const UPLOAD_FAILED = 'The upload failed';

/**
 * Sends files to an upload endpoint (multipart/form-data) with the stored token, typed from its
 * contract like `call`. XMLHttpRequest, because fetch cannot report upload progress in every
 * browser yet; failures become the same ApiError, and a 401 signs out like any other call.
 */
export function upload<E extends EndpointDef>(
  endpoint: E | EndpointRef<E>,
  files: readonly { field: string; file: File }[],
  { onProgress, signal, fields }: UploadOptions = {},
): Promise<ResponseOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${endpoint.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('x-access-token', token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(100);
        resolve(body as ResponseOf<E>);
        return;
      }
      const error = failure(endpoint, xhr.status, body);
      const fallback = xhr.status === 413 ? 'The file is too large' : UPLOAD_FAILED;
      reject(error.message === FALLBACK_MESSAGE ? new ApiError(error.status, fallback, error.errors) : error);
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'The upload was cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    for (const { field, file } of files) form.append(field, file, file.name);
    xhr.send(form);
  });
}
