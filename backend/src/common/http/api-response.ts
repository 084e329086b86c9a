// The body of every successful response (DESIGN.md "The API").
export interface ApiSuccess<T> {
  status: 1;
  data: T;
  message?: string;
}

// The body of every failed response.
export interface ApiFailure {
  status: 0;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

const MESSAGE = Symbol('message');

// Lets a controller attach the spec's success message to its data.
export function withMessage<T>(data: T, message: string): T {
  return { [MESSAGE]: message, value: data } as unknown as T;
}

export function toSuccess(body: unknown): ApiSuccess<unknown> {
  if (body && typeof body === 'object' && MESSAGE in body) {
    const wrapped = body as { [MESSAGE]: string; value: unknown };
    return { status: 1, data: wrapped.value ?? null, message: wrapped[MESSAGE] };
  }
  return { status: 1, data: body ?? null };
}
