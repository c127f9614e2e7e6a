/** The reply shapes of ARCHITECTURE.md section 4, used by every route. */
export interface FieldError {
  msg: string;
  path: string;
}

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

export function failure(statusCode: number, message: string, errors?: FieldError[]) {
  return {
    success: false as const,
    status: statusCode >= 500 ? ('error' as const) : ('fail' as const),
    message,
    result: 0 as const,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** Thrown by services and guards; the error handler turns it into the failure envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A field-level 409/400: the message doubles as the field's error so forms can place it. */
export const fieldError = (statusCode: number, path: string, msg: string) =>
  new HttpError(statusCode, msg, [{ msg, path }]);
