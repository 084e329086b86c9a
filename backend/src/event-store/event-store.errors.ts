import type { ExpectedVersion } from './event-store.port.js';

// The stream was not at the expected version: reload, decide again, retry (bounded).
export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    // The stream's version when the append was refused; `no-stream` when it has no events.
    readonly actual: number | 'no-stream',
  ) {
    super(`Stream ${streamId} is at ${actual}, expected ${expected}`);
    this.name = 'WrongExpectedVersionError';
  }
}

// An event, its metadata or its stream id failed validation; on append nothing was written.
export class InvalidEventError extends Error {
  readonly code = 'INVALID_EVENT';

  constructor(
    readonly streamId: string,
    readonly eventType: string | undefined,
    readonly phase: 'append' | 'read',
    detail: string,
  ) {
    super(`Invalid ${eventType ?? 'event'} in ${streamId} on ${phase}: ${detail}`);
    this.name = 'InvalidEventError';
  }
}
