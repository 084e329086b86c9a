import { useAvailableActions } from '@/api/available-actions';
import { useAgreementDetail } from '../api/agreement-detail';
import { useAgreementItems } from '../api/agreement-items';
import { useAgreementTerms } from '../api/agreement-terms';

// Everything one agreement screen reads, each keyed under `queryKeys.agreement(id)` so a live
// change refetches all of it. `failed` is the first failure; the screen shows nothing half-loaded.
export function useAgreement(agreementId: string) {
  const detail = useAgreementDetail(agreementId);
  const items = useAgreementItems(agreementId);
  const terms = useAgreementTerms(agreementId);
  const actions = useAvailableActions(agreementId);
  const queries = [detail, items, terms, actions];
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
