import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { canonicalJson, hashedText } from '@samvida/machines';
import {
  GENESIS_HASH,
  computeEventHash,
  verifyChain,
  type HashedEvent,
} from '../../../backend/src/event-store/hash-chain.js';

function chain(texts: string[]): HashedEvent[] {
  let prevHash = GENESIS_HASH;
  return texts.map((text, index) => {
    const body = {
      streamId: 'agreement-1',
      streamVersion: index + 1,
      type: 'RemarkAdded',
      data: { text },
      metadata: { actorId: 'a' },
    };
    const event = { ...body, prevHash, hash: computeEventHash(prevHash, body) };
    prevHash = event.hash;
    return event;
  });
}

describe('canonicalJson', () => {
  it('sorts keys at every depth, whatever order they were written in', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: { c: 'x', d: [{ y: 2, z: 1 }] }, b: 1 })).toBe(
      canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 'x' } }),
    );
  });

  it('sorts integer-like keys as strings, which JavaScript objects do not', () => {
    expect(canonicalJson({ 10: 'ten', 9: 'nine', a: 'a' })).toBe('{"10":"ten","9":"nine","a":"a"}');
  });

  it('normalises values as JSON storage does', () => {
    expect(canonicalJson({ at: new Date('2026-11-21T10:00:00.000Z'), gone: undefined, list: [undefined, 1.5] })).toBe(
      '{"at":"2026-11-21T10:00:00.000Z","list":[null,1.5]}',
    );
  });

  // Stored chains were hashed over JSON.parse(JSON.stringify(value)) written sorted; the one-pass
  // writer must produce the same bytes for anything, or old streams would stop verifying.
  it('writes exactly what a JSON round trip written with sorted keys gives', () => {
    const sortedAfterRoundTrip = (value: unknown): string => {
      const write = (node: unknown): string => {
        if (Array.isArray(node)) return `[${node.map(write).join(',')}]`;
        if (node !== null && typeof node === 'object') {
          const record = node as Record<string, unknown>;
          return `{${Object.keys(record)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${write(record[key])}`)
            .join(',')}}`;
        }
        return JSON.stringify(node);
      };
      return write(JSON.parse(JSON.stringify(value)));
    };
    const text = fc.string({ unit: 'binary' });
    const values = fc.dictionary(
      text,
      fc.oneof(
        text,
        fc.anything({ withDate: true, withBoxedValues: true, withSparseArray: true, withNullPrototype: true }),
      ),
    );
    const escapes = { 'q"b\\': 'tab\tnul\u0000 lone\ud800 pair\ud83d\ude00 ₹' };
    expect(canonicalJson(escapes)).toBe(sortedAfterRoundTrip(escapes));
    fc.assert(
      fc.property(values, (value) => canonicalJson(value) === sortedAfterRoundTrip(value)),
      { numRuns: 2000 },
    );
  });
});

describe('computeEventHash', () => {
  it('is sha256 over the previous hash and the canonical event', () => {
    const event = { streamId: 'agreement-1', streamVersion: 1, type: 'T', data: { b: 2, a: 1 }, metadata: {} };
    const expected = createHash('sha256')
      .update(`${GENESIS_HASH}{"data":{"a":1,"b":2},"metadata":{},"stream":"agreement-1","type":"T","version":1}`)
      .digest('hex');
    expect(computeEventHash(GENESIS_HASH, event)).toBe(expected);
  });
});

describe('hashedText', () => {
  // Appends hash the text written around data and metadata serialised once; it must be the bytes
  // canonicalJson writes for the whole body, or appended events would not verify.
  it('is canonicalJson of the whole hashed body, for any stream, type, version, data and metadata', () => {
    const text = fc.string({ unit: 'binary' });
    fc.assert(
      fc.property(
        text,
        text,
        fc.nat(),
        fc.jsonValue(),
        fc.jsonValue(),
        (streamId, type, streamVersion, data, metadata) => {
          const body = canonicalJson({ stream: streamId, version: streamVersion, type, data, metadata });
          return hashedText({ streamId, type, streamVersion }, canonicalJson(data), canonicalJson(metadata)) === body;
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('verifyChain', () => {
  it('accepts an intact stream and an empty one', () => {
    const events = chain(['a', 'b', 'c']);
    expect(verifyChain(events)).toEqual({ ok: true, lastVersion: 3, lastHash: events[2]!.hash });
    expect(verifyChain([])).toEqual({ ok: true, lastVersion: 0, lastHash: GENESIS_HASH });
  });

  it('reports the first event whose data no longer matches its hash', () => {
    const events = chain(['a', 'b', 'c', 'd']);
    events[2] = { ...events[2]!, data: { text: 'C' } };
    expect(verifyChain(events)).toMatchObject({ ok: false, brokenAt: 3, reason: expect.stringMatching(/hash/) });
  });

  it('reports a removed or reordered event', () => {
    const events = chain(['a', 'b', 'c']);
    expect(verifyChain([events[0]!, events[2]!])).toMatchObject({ ok: false, brokenAt: 3 });
    expect(verifyChain([events[1]!, events[0]!])).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('reports an event re-hashed without its predecessor', () => {
    const events = chain(['a', 'b']);
    const forged = { ...events[1]!, data: { text: 'B' } };
    forged.hash = computeEventHash(GENESIS_HASH, forged);
    forged.prevHash = GENESIS_HASH;
    expect(verifyChain([events[0]!, forged])).toMatchObject({
      ok: false,
      brokenAt: 2,
      reason: expect.stringMatching(/prevHash/),
    });
  });
});
