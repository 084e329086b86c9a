// The EventStoreDB position mapping runs without a server, so it is tested here even when the
// contract's EventStoreDB run is skipped.
import { START } from '@eventstore/db-client';
import { describe, expect, it } from '@jest/globals';
import { toGlobalPosition, toReadPosition } from '../../../backend/src/event-store/eventstoredb/esdb-position.js';

describe('EventStoreDB global positions', () => {
  it('orders events by commit position, then by their index in the append', () => {
    const positions = [
      toGlobalPosition(100n, 0),
      toGlobalPosition(100n, 1),
      toGlobalPosition(100n, 4095),
      toGlobalPosition(101n, 0),
    ];
    expect(positions).toEqual([409_600, 409_601, 413_695, 413_696]);
  });

  it('maps back to the start of the append, so a reader resumes inside it', () => {
    expect(toReadPosition(toGlobalPosition(100n, 3))).toEqual({ commit: 100n, prepare: 100n });
    expect(toReadPosition(0)).toBe(START);
  });

  it('refuses positions that would lose precision as numbers', () => {
    const lastSafeCommit = (2n ** 53n - 1n) / 4096n;
    expect(toGlobalPosition(lastSafeCommit, 4095)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toGlobalPosition(lastSafeCommit + 1n, 0)).toThrow(RangeError);
    expect(() => toGlobalPosition(1n, 4096)).toThrow(RangeError);
  });
});
