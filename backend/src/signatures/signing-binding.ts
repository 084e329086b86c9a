// What a signing code is bound to: the agreement, the signer, the document's SHA-256 and the way
// of signing it was sent for (a code sent for the eSign sandbox signs only through it, and the
// other way round).
export type SigningVia = 'code' | 'esign';

export interface SigningBinding {
  agreementId: string;
  userId: string;
  hash: string;
  via: SigningVia;
}

// Codes for signing with a code keep the three-part form they were always stored with.
export const signingBinding = ({ agreementId, userId, hash, via }: SigningBinding): string =>
  [agreementId, userId, hash, ...(via === 'esign' ? ['esign'] : [])].join(':');

// The parts of a binding, or undefined for a code that was not issued for signing.
export function parseBinding(binding: string | null): SigningBinding | undefined {
  const [agreementId, userId, hash, via, ...rest] = binding?.split(':') ?? [];
  if (!agreementId || !userId || !hash || rest.length > 0) return undefined;
  if (via !== undefined && via !== 'esign') return undefined;
  return { agreementId, userId, hash, via: via ?? 'code' };
}
