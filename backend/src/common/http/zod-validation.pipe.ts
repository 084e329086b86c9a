import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../errors/domain.error.js';

// Parses a body or query with a zod schema; the first message leads, every field's list follows.
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, _metadata: ArgumentMetadata): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || '_';
      (errors[field] ??= []).push(issue.message);
    }
    throw new DomainError(
      'VALIDATION_FAILED',
      result.error.issues[0]?.message ?? 'Invalid request.',
      'validation',
      errors,
    );
  }
}
