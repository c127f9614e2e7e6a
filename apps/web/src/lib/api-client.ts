import { GUEST_ID_HEADER, VISITOR_ID_HEADER } from '@souk/shared/headers';
import { guestId, visitorId } from './identity.ts';
import { isServer, serverEnv } from './render-env.ts';

export interface ApiFieldError {
  msg: string;
  path?: string;
}

export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

/** Spec 1 section 7: a failed call resolves to this, never throws. */
export interface ApiFailure {
  success: false;
  status: 'fail' | 'error';
  message: string;
  result: 0;
  errors?: ApiFieldError[];
  /** HTTP status, 0 when the network failed. */
  httpStatus: number;
  /** From a 429's Retry-After: how long until the server takes the request again. */
  retryAfterSeconds?: number;
  /** A 5xx's reference (its X-Request-Id), for the buyer to quote to support. */
  requestId?: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const DEFAULT_ERROR = 'An error occurred';

/** Who is asking: the API tells guests apart by this; a logged-in user is known by the cookie. */
let isGuest: () => boolean = () => true;
export function setGuestProbe(probe: () => boolean) {
  isGuest = probe;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function failure(httpStatus: number, body: unknown, retryAfter?: string | null): ApiFailure {
  const record = isRecord(body) ? body : {};
  const retryAfterSeconds = Number(retryAfter);
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(isRecord).map((error) => ({
        msg: typeof error.msg === 'string' ? error.msg : '',
        path: typeof error.path === 'string' ? error.path : undefined,
      }))
    : undefined;
  return {
    success: false,
    status: record.status === 'error' ? 'error' : 'fail',
    message: typeof record.message === 'string' && record.message ? record.message : DEFAULT_ERROR,
    result: 0,
    errors,
    httpStatus,
    ...(retryAfterSeconds > 0 ? { retryAfterSeconds } : {}),
    ...(typeof record.requestId === 'string' ? { requestId: record.requestId } : {}),
  };
}

/**
 * A busy address must prove it is not a script (ARCHITECTURE.md section 9): the server's 403 puts
 * its only field error on `altcha`; the page shows the widget and sends the request again.
 */
export const isChallengeRequired = (result: ApiFailure) =>
  result.errors?.some((error) => error.path === 'altcha') ?? false;

/** A solved challenge rides along in this header, good for one request. */
const CHALLENGE_HEADER = 'X-Altcha';

export interface RequestOptions {
  /** The widget's payload once solved. */
  altcha?: string | undefined;
  /** Headers of this call only (the e-mailed code of a shop profile change). */
  headers?: Record<string, string>;
}

/** Calls that a busy address may have to prove itself on carry the solved challenge, if any. */
export type Solved = RequestOptions;

/** Spec 1 section 8: the first field error, then the message, then the caller's fallback. */
export function errorText(result: ApiFailure, fallback: string = DEFAULT_ERROR): string {
  const first = result.errors?.[0]?.msg;
  if (first) return first;
  if (result.message && result.message !== DEFAULT_ERROR) return result.message;
  return fallback;
}

/**
 * On the server (entry-server.tsx) a render reads the API in-process: its transport answers the GETs
 * it may make as a guest, and undefined for any other, which throws `RefusedOnServer`.
 */
export type ServerTransport = (path: string) => Promise<{ status: number; body: unknown } | undefined>;
/** A request the server does not make while rendering: its query is left for the browser. */
export class RefusedOnServer extends Error {}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  if (isServer) {
    if (method !== 'GET' || options.altcha) throw new RefusedOnServer(path);
    const answer = await serverEnv().transport(path.replace(/^\//, ''));
    if (!answer) throw new RefusedOnServer(path);
    return resultOf<T>(answer.status, answer.body);
  }
  const headers: Record<string, string> = { Accept: 'application/json', [VISITOR_ID_HEADER]: visitorId() };
  if (isGuest()) headers[GUEST_ID_HEADER] = guestId();
  if (options.altcha) headers[CHALLENGE_HEADER] = options.altcha;
  Object.assign(headers, options.headers);
  // A form with files goes as multipart; the browser writes its boundary into the content type.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    return failure(0, null);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // A proxy error page or an empty body: treated as a failure with the default message.
  }
  return resultOf<T>(response.status, parsed, response.headers.get('retry-after'));
}

function resultOf<T>(httpStatus: number, body: unknown, retryAfter?: string | null): ApiResult<T> {
  if (httpStatus >= 200 && httpStatus < 300 && isRecord(body) && body.success === true) {
    return { success: true, message: typeof body.message === 'string' ? body.message : '', data: body.data as T };
  }
  return failure(httpStatus, body, retryAfter);
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** A GET for a query: the data, or the server's message as the error. */
export async function getData<T>(path: string): Promise<T> {
  const result = await api.get<T>(path);
  if (!result.success) throw new Error(result.message);
  return result.data;
}
