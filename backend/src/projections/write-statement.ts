import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** Runs a statement with its parameters: a manager's, a query runner's or a data source's `query`. */
export type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

// A statement's text depends only on which tables a batch writes, never on its rows (they travel
// as parameters), so a projector has a few texts. Past this many, a text runs unprepared.
const MAX_PREPARED_TEXTS = 100;

/**
 * A `Query` in autocommit on `dataSource`'s pool that prepares each text as a named statement, so
 * each connection parses and plans it once instead of per batch: planning the agreements
 * projector's CTEs was about a tenth of PostgreSQL's CPU per command (perf, http bench).
 */
export function preparedQuery(dataSource: DataSource): Query {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const names = new Map<string, string>();
  return (text, values) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED_TEXTS) {
      name = `write-statement-${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
      names.set(text, name);
    }
    return pool.query({ name, text, values });
  };
}

/**
 * Writes gathered as the data-modifying CTEs of one statement (`with a as (...), b as (...)
 * select 1`), so that they cost one round trip and commit together without a transaction. Every
 * CTE reads the snapshot the statement started with, so no two may write the same row; and they
 * run whether or not anything reads them.
 */
export class WriteStatement {
  private readonly ctes: string[] = [];
  private readonly parameters: unknown[] = [];

  /** A placeholder (`$n`) for `value`. */
  parameter(value: unknown): string {
    return `$${this.parameters.push(value)}`;
  }

  /** Adds the CTE `<name>_<n> as (<body>)` and returns its name; `body` may read CTEs added before. */
  add(name: string, body: string): string {
    const unique = `${name}_${this.ctes.length}`;
    this.ctes.push(`${unique} as (${body})`);
    return unique;
  }

  /** Runs the CTEs, if any, as one statement. */
  async run(query: Query): Promise<void> {
    if (this.ctes.length > 0) await query(`with ${this.ctes.join(',\n')} select 1`, this.parameters);
  }
}
