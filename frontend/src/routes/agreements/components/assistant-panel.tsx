import type { AssistantDeal } from '@samvida/machines';
import { AssistantChecks } from '@/components/assistant/assistant-checks';
import { draftCalls, useAgreementCall } from '../api/agreement-commands';
import type { AgreementDetail } from '../api/agreement-detail';
import type { AgreementItem } from '../api/agreement-items';
import type { AgreementTerm } from '../api/agreement-terms';

interface AssistantPanelProps {
  detail: AgreementDetail;
  items: readonly AgreementItem[];
  terms: readonly AgreementTerm[];
  /** The machines offer AddAgreementTerm (a draft); otherwise the checks are shown read only. */
  canAdd: boolean;
}

const stateOf = (gstin: string | null | undefined) => gstin?.slice(0, 2) || null;

// The agreement as the drafting assistant reads it: both parties' terms against the agreed fields.
const dealOf = ({ detail, items, terms }: AssistantPanelProps): Omit<AssistantDeal, 'sellerIsMsme'> => ({
  contractType: detail.contractType,
  buyerName: detail.buyer?.usrName,
  sellerName: detail.seller?.usrName,
  buyerStateCode: stateOf(detail.buyer?.usrGstin),
  sellerStateCode: stateOf(detail.seller?.usrGstin),
  contractValue: detail.totalValue,
  ldPercent: detail.ldPercent,
  ldDays: String(detail.ldDays),
  advancePercent: detail.advance,
  durationDays: String(detail.contractDuration),
  deposit: detail.deposite,
  itemCodes: items.map((item) => item.itemHsnCsnUin),
  terms: terms.map((term) => ({ title: term.termTitle, text: term.termTxt, isPaymentTerm: term.isPaymentTerm })),
});

// Checks and suggested clauses on an agreement being drafted or negotiated. Adding one is the
// ordinary AddAgreementTerm: it becomes the caller's term, recorded and negotiated like any other.
export function AssistantPanel(props: AssistantPanelProps) {
  const call = useAgreementCall(props.detail.id);
  const other = props.detail.userRole === 'buyer' ? 'seller' : 'buyer';
  return (
    <AssistantChecks
      deal={dealOf(props)}
      sellerIsMsme={props.detail.seller?.isMsme}
      busy={call.isPending}
      addedAs={
        props.canAdd
          ? `An added clause becomes one of your terms, which the ${other} negotiates like any other.`
          : 'Terms are added while the agreement is a draft; now a term changes by negotiating its wording.'
      }
      onAdd={
        props.canAdd
          ? (clause) =>
              call
                .mutateAsync(
                  draftCalls.addTerm(props.detail.id, {
                    TermTitle: clause.title,
                    TermTxt: clause.text,
                    IsPaymentTerm: clause.isPaymentTerm,
                    Attachments: [],
                    TermTypeId: props.detail.userRole === 'buyer' ? 2 : 1,
                  }),
                )
                .catch(() => undefined)
          : undefined
      }
    />
  );
}
