// Why a backup or a restore stopped, in plain words for the operator (printed without a stack).
export class BackupError extends Error {
  override name = 'BackupError';
}
