import { describe, expect, it } from '@jest/globals';
import { eventIdFor, uuidV5 } from '../../../backend/src/event-store/event-id.js';

describe('event ids', () => {
  it('computes RFC 4122 version 5 UUIDs', () => {
    // The DNS namespace example from RFC 4122 implementations (python uuid.uuid5).
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('derives the same id for the same command and index, and different ids otherwise', () => {
    expect(eventIdFor('command-1', 0)).toBe(eventIdFor('command-1', 0));
    const ids = new Set([eventIdFor('command-1', 0), eventIdFor('command-1', 1), eventIdFor('command-2', 0)]);
    expect(ids.size).toBe(3);
  });
});
