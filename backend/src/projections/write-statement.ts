/** Runs a statement with its parameters: a manager's, a query runner's or a data source's `query`. */
export type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

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
