// One advisory-lock key per projection name (both runners and rebuild take it).
export function lockKey(projection: string): number {
  let hash = 0;
  for (const char of `projection:${projection}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
