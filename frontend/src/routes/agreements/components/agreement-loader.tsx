import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingData } from '@/components/ui/loading-data';
import { type AgreementData, useAgreement } from '../hooks/use-agreement';
import { useAgreementId } from '../hooks/use-agreement-id';
import { useChangeCues } from '../hooks/use-change-cues';
import { NotDisplayable } from './not-displayable';

export type LoadedAgreement = { [K in 'detail' | 'items' | 'terms' | 'actions']: NonNullable<AgreementData[K]> } & {
  // Entries the other party just changed (highlighted for a few seconds).
  highlighted: ReadonlySet<string>;
};

// Loads the agreement named in the address and renders the screen once everything is there.
// Before that: 'Loading Data', or 'Not able to display order details' with the reason.
// Once loaded the screen stays; a failed refetch leaves the last data in place.
export function AgreementLoader({
  heading,
  children,
}: {
  heading: string;
  children: (agreement: LoadedAgreement) => ReactNode;
}) {
  const agreementId = useAgreementId();
  const data = useAgreement(agreementId);
  const highlighted = useChangeCues(data.detail);
  const { detail, items, terms, actions } = data;
  // Rendered once, with the currency and unit lists there too (`loading` waits for them).
  if (detail && items && terms && actions && !data.loading)
    return children({ detail, items, terms, actions, highlighted });
  return (
    <Stack gap="md">
      <title>{`${heading} · Samvida`}</title>
      <Title order={1}>{heading}</Title>
      {!agreementId || data.error ? <NotDisplayable error={data.error} onRetry={data.retry} /> : <LoadingData />}
    </Stack>
  );
}
