import { AssistantChecks } from '@/components/assistant/assistant-checks';
import type { RfqEditor } from '../hooks/use-rfq-editor';

// The drafting assistant on an RFQ: its terms checked as the agreement made from it will read them
// (no rates yet, so no contract value); an added clause is one of the RFQ's terms.
export function RfqAssistant({ editor }: { editor: RfqEditor }) {
  const { draft } = editor;
  return (
    <AssistantChecks
      deal={{
        contractType: 'RFQ',
        contractValue: '0',
        ldPercent: draft.ldPercent,
        ldDays: draft.ldDays,
        advancePercent: '0',
        durationDays: draft.completionDays,
        deposit: '0',
        itemCodes: draft.items.map((item) => item.hsnSac),
        terms: draft.terms,
      }}
      onAdd={(clause) =>
        editor.addTerm({ title: clause.title, text: clause.text, isPaymentTerm: clause.isPaymentTerm })
      }
      addedAs="An added clause becomes a term of this RFQ; each seller's agreement carries it for negotiation."
    />
  );
}
