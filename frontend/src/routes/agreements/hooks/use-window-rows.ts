import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

// Rows rendered beyond each edge of the window: enough that a contract of a couple of dozen
// lines renders whole (tests and screen readers see every row), while a 1,000-line one renders
// a few dozen rows at a time.
const OVERSCAN = 12;

/**
 * The rows of a long list that are near the browser window (the page scrolls, not the list),
 * with the empty space to keep above and below them. `listRef` goes on the element the rows sit
 * in; each row takes `measure` as its ref and its index as `data-index`, so real heights replace
 * `estimatedHeight` as rows render.
 */
export function useWindowRows(keys: readonly string[], estimatedHeight: number) {
  const list = useRef<HTMLElement | null>(null);
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page; the content above it can change height after a load.
  useLayoutEffect(() => {
    const top = Math.round((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: keys.length,
    estimateSize: () => estimatedHeight,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => keys[index] ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    listRef,
    rows,
    spaceBefore: first ? first.start - scrollMargin : 0,
    spaceAfter: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  };
}
