import { Sha256Hex } from '@samvida/machines';
import { z } from 'zod';

// The document the caller means to sign, by its SHA-256 (a code is bound to it).
export const RequestSigningCodeRequest = z.object({ Hash: Sha256Hex });
export type RequestSigningCodeRequest = z.infer<typeof RequestSigningCodeRequest>;
