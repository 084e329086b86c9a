import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Awaits a forked child's next IPC message, which must carry `key`; an `{error}` message, or the
 * child's death, fails at once instead of waiting for jest's timeout.
 */
export function ipcReplies(child: ChildProcess, name: string) {
  const died = once(child, 'exit').then(([code]) => {
    throw new Error(`${name} exited with ${String(code)}`);
  });
  died.catch(() => undefined);
  return async <T>(key: string): Promise<T> => {
    const [message] = (await Promise.race([once(child, 'message'), died])) as [Record<string, unknown>];
    if (!(key in message)) throw new Error(`${name}: ${String(message.error ?? JSON.stringify(message))}`);
    return message as T;
  };
}

/** Disconnects a forked child and waits for it to exit. */
export async function closeChild(child: ChildProcess): Promise<void> {
  if (!child.connected) return;
  const exited = once(child, 'exit');
  child.disconnect();
  await exited;
}
