import { Stack } from '@mantine/core';
import { RfqTermForm } from '@samvida/machines';
import { type NewTerm, TermAdder } from '@/components/terms/term-adder';
import { TermGroupPicker } from '@/components/pickers/term-group-picker';
import { TermList } from '@/components/terms/term-list';
import { FormSection } from '@/components/ui/form-section';
import type { RfqEditor } from '../hooks/use-rfq-editor';

// RFQ terms need a title and a text (machines' RfqTermForm, with its messages).
const check = (term: NewTerm) => {
  const issues = RfqTermForm.safeParse({ TermTitle: term.title, TermTxt: term.text }).error?.issues ?? [];
  const at = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
  return { title: at('TermTitle'), text: at('TermTxt') };
};

// Terms & Conditions of the RFQ, payment terms flagged as such.
export function RfqTermsSection({ editor }: { editor: RfqEditor }) {
  return (
    <FormSection title="Terms & Conditions">
      <Stack gap="md">
        <TermList
          terms={editor.draft.terms.map((term) => ({
            id: term.key,
            title: term.title,
            text: term.text,
            badge: term.isPaymentTerm ? 'Payment term' : undefined,
          }))}
          empty="No terms yet."
          onRemove={editor.removeTerm}
        />
        <TermAdder label="Term" check={check} onAdd={editor.addTerm} withPaymentFlag />
        <TermGroupPicker typeName="Buyer" onPick={editor.applyTermGroup} />
      </Stack>
    </FormSection>
  );
}
