export interface Reply {
  status: number;
  retryAfter: string | null;
}

export interface BenchClient {
  /** Sends one request and reads its answer to the end; rejects when the connection fails. */
  send(method: string, path: string, headers?: Record<string, string>, body?: string): Promise<Reply>;
  /** NegotiateItem by the holder of `token` on one item, at an amount that moves with `round`. */
  negotiateItem(token: string, item: { agreementId: string; itemId: string }, round: number): Promise<Reply>;
  close(): void;
}

/** A keep-alive client for `baseUrl` with at most `maxSockets` connections. */
export function benchClient(baseUrl: string, maxSockets: number): BenchClient;
