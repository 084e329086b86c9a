// A signed tree head: the Merkle root over the first `treeSize` events and the root of the map of
// every stream's head at that size, naming the head signed before it, signed with Ed25519.
import { z } from 'zod';
import { canonicalJson } from './canonical-json.js';
import { bytesToHex, sha256, utf8, verifyEd25519 } from './web-crypto.js';

const Hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

export const SignedTreeHead = z.object({
  treeSize: z.number().int().positive(),
  rootHash: Hex(32),
  /** Root of the stream-heads map; absent on heads signed before it existed (message version 1). */
  streamHeadsRoot: Hex(32).optional(),
  /** {@link treeHeadHash} of the head signed just before this one; null on the first. */
  previousHeadHash: Hex(32).nullable().optional(),
  timestamp: z.iso.datetime(),
  signature: Hex(64),
});
export type SignedTreeHead = z.infer<typeof SignedTreeHead>;
export type UnsignedTreeHead = Omit<SignedTreeHead, 'signature'>;

/**
 * The bytes the server signs: a fixed label and canonical JSON. Version 2 (with the stream-heads
 * root) covers `{treeSize, rootHash, streamHeadsRoot, previousHeadHash, timestamp}`; heads signed
 * before it verify under version 1, `{treeSize, rootHash, timestamp}`. Removing or adding the
 * version 2 fields changes the message, so neither form passes for the other.
 */
export const treeHeadMessage = (head: UnsignedTreeHead): string =>
  head.streamHeadsRoot === undefined
    ? `samvida-tree-head/1\n${canonicalJson({ treeSize: head.treeSize, rootHash: head.rootHash, timestamp: head.timestamp })}`
    : `samvida-tree-head/2\n${canonicalJson({
        treeSize: head.treeSize,
        rootHash: head.rootHash,
        streamHeadsRoot: head.streamHeadsRoot,
        previousHeadHash: head.previousHeadHash ?? null,
        timestamp: head.timestamp,
      })}`;

/** What the next head names as its previous one: SHA-256 of the signed message, hex. */
export const treeHeadHash = async (head: UnsignedTreeHead): Promise<string> =>
  bytesToHex(await sha256(utf8(treeHeadMessage(head))));

/** Is the head signed by the key whose raw public half (32 bytes, hex) is `publicKeyHex`? */
export const verifyTreeHead = (head: SignedTreeHead, publicKeyHex: string): Promise<boolean> =>
  verifyEd25519(publicKeyHex, head.signature, utf8(treeHeadMessage(head)));
