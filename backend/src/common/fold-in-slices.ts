// Folding a long stream is synchronous work; one contract with a thousand items must not stall
// every other request on this process, so long folds give the event loop a turn now and then.
const SLICE = 100;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// `items.reduce(step, initial)`, letting other work run after every SLICE items.
export async function foldInSlices<T, S>(items: readonly T[], step: (state: S, item: T) => S, initial: S): Promise<S> {
  let state = initial;
  for (let index = 0; index < items.length; index++) {
    state = step(state, items[index]!);
    if (index % SLICE === SLICE - 1) await nextTurn();
  }
  return state;
}
