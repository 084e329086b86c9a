import { Sha256Hex } from '@samvida/machines';
import { z } from 'zod';

// The document to sign with Aadhaar eSign, by its SHA-256.
export const StartEsignRequest = z.object({ Hash: Sha256Hex });
export type StartEsignRequest = z.infer<typeof StartEsignRequest>;
