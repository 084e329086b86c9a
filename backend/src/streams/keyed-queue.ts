// Runs tasks one at a time per key, in arrival order, and tasks of different keys side by side.
// Writes to one stream are serialised inside this process, so two parties acting at once never
// race for the same expected version here; `limit` bounds how many may wait on one key.
export class KeyedQueue {
  private readonly queues = new Map<string, { tail: Promise<unknown>; waiting: number }>();

  constructor(private readonly limit: number) {}

  // False when `limit` tasks already wait on `key`: the caller should refuse instead of piling up.
  hasRoom(key: string): boolean {
    return (this.queues.get(key)?.waiting ?? 0) < this.limit;
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const queue = this.queues.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    this.queues.set(key, queue);
    queue.waiting += 1;
    const result = queue.tail.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    queue.tail = tail;
    void tail.then(() => {
      queue.waiting -= 1;
      if (queue.waiting === 0 && this.queues.get(key) === queue) this.queues.delete(key);
    });
    return result;
  }
}
