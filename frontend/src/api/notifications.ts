import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet, apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { isSignedIn, useSession } from '@/lib/session';

// GET api/Notifications: the header bell, newest first, a page at a time (the server caps pages at 50).
const BellPage = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
  unread: z.number(),
  next: z.nullable(z.string()),
});
export type BellPage = z.output<typeof BellPage>;
export type BellItem = BellPage['items'][number];

const PAGE_SIZE = 20;

export function useBell() {
  const signedIn = isSignedIn(useSession());
  return useInfiniteQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam }) => apiGet('Notifications', BellPage, { limit: PAGE_SIZE, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: signedIn,
  });
}

// POST api/Notifications/Read: some of the caller's notifications, or all of them.
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      apiRequest('Notifications/Read', z.object({ unread: z.number() }), { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

// GET|POST api/Notifications/Preferences: the channels reminders go by.
const Choice = { sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean(), inApp: z.boolean() };
const Preferences = z.object({
  ...Choice,
  available: z.object({ sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean() }),
});
export type Preferences = z.output<typeof Preferences>;
export type ChannelChoice = Omit<Preferences, 'available'>;

export function usePreferences() {
  const signedIn = isSignedIn(useSession());
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: () => apiGet('Notifications/Preferences', Preferences),
    enabled: signedIn,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ChannelChoice) => apiRequest('Notifications/Preferences', Preferences, { body: choice }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.notificationPreferences, data),
  });
}
