import 'reflect-metadata';
import { BackupError } from './backup/backup.errors.js';
import { backupTarget, restoreSource } from './backup/backup-location.js';
import { createBackup } from './backup/create-backup/create-backup.js';
import { restoreBackup } from './backup/restore-backup/restore-backup.js';
import { InvalidConfigError } from './config/env.schema.js';
import { rebuildReadModels, serve } from './server.js';

const COMMANDS = ['api', 'projector', 'rebuild', 'backup', 'restore'] as const;
type Command = (typeof COMMANDS)[number];

const say = (line: string) => void process.stdout.write(`${line}\n`);

// `main.js [api|projector|rebuild|backup|restore] [arguments]`: the API with the web app
// (default); the projections alone (still serving the socket.io pushes they drive); a rebuild of
// every read model; a backup (`[<file or folder> | --object-store [<name>]]`); a restore
// (`<file> | --object-store <name>`).
async function main(command: Command, args: string[]): Promise<void> {
  if (command === 'rebuild') {
    await rebuildReadModels();
    return;
  }
  if (command === 'backup') {
    await createBackup(process.env, backupTarget(args, new Date()), say);
    return;
  }
  if (command === 'restore') {
    await restoreBackup(process.env, restoreSource(args), say);
    return;
  }
  const { stop } = await serve(command);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
}

const command = (process.argv[2] ?? 'api') as Command;
if (!COMMANDS.includes(command)) {
  process.stderr.write(`Unknown mode "${command}": use ${COMMANDS.join(', ')}.\n`);
  process.exit(2);
}
main(command, process.argv.slice(3)).catch((error: unknown) => {
  if (error instanceof BackupError) {
    process.stderr.write(`Samvida ${command} stopped: ${error.message}\n`);
    process.exit(1);
  }
  const detail =
    error instanceof InvalidConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  const failed = command === 'api' || command === 'projector' ? 'failed to start' : `${command} failed`;
  process.stderr.write(`Samvida ${failed}: ${detail}\n`);
  process.exit(1);
});
