import type { LoggerService } from '@nestjs/common';
import { pino, type Logger, type LoggerOptions } from 'pino';

export type LogFormat = 'json' | 'pretty';

const OPTIONS: LoggerOptions = { base: { service: 'samvida' } };

// Pretty for a person at a terminal (outside production), JSON for everything else.
export function chooseLogFormat(env: { LOG_FORMAT?: LogFormat; NODE_ENV: string }, isTty: boolean): LogFormat {
  return env.LOG_FORMAT ?? (isTty && env.NODE_ENV !== 'production' ? 'pretty' : 'json');
}

// JSON lines on stdout.
export function createRootLogger(level: string): Logger {
  return pino({ ...OPTIONS, level });
}

// Human-readable lines on stdout; pino-pretty loads only on this path.
export async function createPrettyLogger(level: string): Promise<Logger> {
  const { default: pretty } = await import('pino-pretty');
  // A request stays one line: its fields are already in the message, the id goes after it.
  const stream = pretty({
    sync: true,
    translateTime: 'HH:MM:ss.l',
    ignore: 'pid,hostname,service,context,reqId,method,path,status,ms',
    messageFormat: '{if context}[{context}] {end}{msg}{if reqId} ({reqId}){end}',
  });
  return pino({ ...OPTIONS, level }, stream);
}

// Routes Nest's own logs through pino so every line is structured JSON.
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
