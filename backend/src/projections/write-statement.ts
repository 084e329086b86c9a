import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';

// Runs a statement with its parameters: a manager's, a query runner's or a data source's `query`.
export type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

// A statement's text depends only on which tables a batch writes, never on its rows (they travel
// as parameters), so a projector has a few texts. Past this many, a text runs unprepared.
const MAX_PREPARED_TEXTS = 100;

// A `Query` in autocommit on `dataSource`'s pool that prepares each text as a named statement, so
// each connection parses and plans it once instead of per batch: planning the agreements
// projector's CTEs was about a tenth of PostgreSQL's CPU per command (perf, http bench).
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

// What `parameter` and `add` return stand for a placeholder and a CTE's name until the text is
// written, so that several statements can be numbered as one (see `runTogether`). They are marked
// with a private-use character, which no statement's own text holds: values travel as parameters.
const MARKER = /\uE000([pc])(\d+)\uE000/g;

// Writes gathered as the data-modifying CTEs of one statement (`with a as (...), b as (...)
// select 1`), so that they cost one round trip and commit together without a transaction. Every
// CTE reads the snapshot the statement started with, so no two may write the same row; and they
// run whether or not anything reads them.
export class WriteStatement {
  private readonly ctes: { name: string; body: string }[] = [];
  private readonly parameters: unknown[] = [];

  // A placeholder (`$n`) for `value`.
  parameter(value: unknown): string {
    return `\uE000p${this.parameters.push(value)}\uE000`;
  }

  // Adds the CTE `<name>_<n> as (<body>)` and returns its name; `body` may read CTEs added before.
  add(name: string, body: string): string {
    return `\uE000c${this.ctes.push({ name, body }) - 1}\uE000`;
  }

  // Runs the CTEs, if any, as one statement.
  async run(query: Query): Promise<void> {
    await WriteStatement.runTogether([this], query);
  }

  // Runs the CTEs of `statements`, if any, as one statement: one round trip and one commit. Each
  // statement's placeholders and names are numbered after the ones before it, so a statement's
  // text is the same each time it runs with the same others.
  static async runTogether(statements: readonly WriteStatement[], query: Query): Promise<void> {
    const ctes: string[] = [];
    const parameters: unknown[] = [];
    for (const statement of statements) {
      const [firstCte, firstParameter] = [ctes.length, parameters.length];
      const written = (body: string) =>
        body.replace(MARKER, (_marker, kind: string, n: string) =>
          kind === 'p'
            ? `$${firstParameter + Number(n)}`
            : `${statement.ctes[Number(n)]!.name}_${firstCte + Number(n)}`,
        );
      for (const { name, body } of statement.ctes) ctes.push(`${name}_${ctes.length} as (${written(body)})`);
      parameters.push(...statement.parameters);
    }
    if (ctes.length > 0) await query(`with ${ctes.join(',\n')} select 1`, parameters);
  }
}

interface Waiting {
  statement: WriteStatement;
  resolve: () => void;
  reject: (error: unknown) => void;
}

// Runs the statements that a process's runners commit in the same turn of the event loop as one.
// The runners follow one feed, so new events reach them together, and the one-statement
// projectors' batches then cost one round trip and one commit instead of one each. Should the
// shared statement fail, each runs alone, so that one projector's error reaches only its runner.
export class SharedStatements {
  private waiting: Waiting[] = [];

  constructor(private readonly query: Query) {}

  run(statement: WriteStatement): Promise<void> {
    return new Promise((resolve, reject) => {
      // After the turn's microtasks: the other runners woken with this one have added theirs.
      if (this.waiting.push({ statement, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const together = this.waiting;
    this.waiting = [];
    if (together.length > 1) {
      try {
        await WriteStatement.runTogether(
          together.map((waiting) => waiting.statement),
          this.query,
        );
        for (const waiting of together) waiting.resolve();
        return;
      } catch {
        // Each alone, below: whichever failed fails again, and only for its own runner.
      }
    }
    await Promise.all(
      together.map((waiting) => waiting.statement.run(this.query).then(waiting.resolve, waiting.reject)),
    );
  }
}
