import { useAvailableActions } from '@/api/available-actions';
import { useCurrencies, useUnits } from '@/api/lookups';
import { useAgreementDetail } from '../api/agreement-detail';
import { useAgreementItems } from '../api/agreement-items';
import { useAgreementTerms } from '../api/agreement-terms';

// Everything one agreement screen reads, each keyed under `queryKeys.agreement(id)` so a live
// change refetches it (or patches it: api/live.ts). `failed` is the first failure; the screen
// shows nothing half-loaded. The currency and unit lists load with it, so the rows render once
// with their labels instead of again when the lists arrive.
export function useAgreement(agreementId: string) {
  const detail = useAgreementDetail(agreementId);
  const items = useAgreementItems(agreementId);
  const terms = useAgreementTerms(agreementId);
  const actions = useAvailableActions(agreementId);
  const currencies = useCurrencies();
  const units = useUnits();
  const queries = [detail, items, terms, actions, currencies, units];
  const failed = queries.find((query) => query.isError);
  return {
    detail: detail.data,
    items: items.data,
    terms: terms.data,
    actions: actions.data,
    loading: queries.some((query) => query.isPending),
    error: failed?.error,
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}

export type AgreementData = ReturnType<typeof useAgreement>;
