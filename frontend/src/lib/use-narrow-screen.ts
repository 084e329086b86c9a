import { useMediaQuery } from '@mantine/hooks';

// True below Mantine's `sm` breakpoint (48em), where wide tables become cards. Read at first render, so nothing flickers.
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
}
