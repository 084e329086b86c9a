// What a signing code is bound to: the agreement, the signer and the document's SHA-256.
export const signingBinding = (agreementId: string, userId: string, hash: string): string =>
  `${agreementId}:${userId}:${hash}`;

// The parts of a binding, or undefined for a code that was not issued for signing.
export function parseBinding(
  binding: string | null,
): { agreementId: string; userId: string; hash: string } | undefined {
  const [agreementId, userId, hash] = binding?.split(':') ?? [];
  return agreementId && userId && hash ? { agreementId, userId, hash } : undefined;
}
