// A signed tree head: the Merkle root over the first `treeSize` events, signed with Ed25519.
import { z } from 'zod';
import { canonicalJson } from './canonical-json.js';
import { utf8, verifyEd25519 } from './web-crypto.js';

const Hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

export const SignedTreeHead = z.object({
  treeSize: z.number().int().positive(),
  rootHash: Hex(32),
  timestamp: z.iso.datetime(),
  signature: Hex(64),
});
export type SignedTreeHead = z.infer<typeof SignedTreeHead>;

/** The bytes the server signs: a fixed label and the canonical JSON of size, root and time. */
export const treeHeadMessage = (head: Pick<SignedTreeHead, 'treeSize' | 'rootHash' | 'timestamp'>): string =>
  `samvida-tree-head/1\n${canonicalJson({ treeSize: head.treeSize, rootHash: head.rootHash, timestamp: head.timestamp })}`;

/** Is the head signed by the key whose raw public half (32 bytes, hex) is `publicKeyHex`? */
export const verifyTreeHead = (head: SignedTreeHead, publicKeyHex: string): Promise<boolean> =>
  verifyEd25519(publicKeyHex, head.signature, utf8(treeHeadMessage(head)));
