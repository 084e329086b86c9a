import { createHash } from 'node:crypto';

// The lower-case hex SHA-256 of `bytes`, as documents are signed by.
export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
