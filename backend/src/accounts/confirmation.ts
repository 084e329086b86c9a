import { z } from 'zod';

// The spec's payloads leave out the forms' repeat-password field. When a client omits it, the
// password counts as confirmed; when it sends it, the form's rule and message apply.
export function confirmedByDefault<Schema extends z.ZodType>(schema: Schema, repeatField: string) {
  return z.preprocess(
    (body) =>
      typeof body === 'object' && body !== null && !(repeatField in body)
        ? { ...body, [repeatField]: (body as { Password?: unknown }).Password }
        : body,
    schema,
  );
}
