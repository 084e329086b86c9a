import { schemaResolver, useForm } from '@mantine/form';
import { NegotiateItemData } from '@samvida/machines';
import { useEffect } from 'react';
import { z } from 'zod';
import type { CatalogueOption } from '@/api/pickers';
import type { AgreementDetail } from '../api/agreement-detail';
import type { AgreementItem } from '../api/agreement-items';
import { GeneralTerms, type GeneralTermsValues, generalTermsOf } from '../components/general-terms-fields';

// One item's offer as the seller draft edits it inline (the spec's item rate update).
export const RateRow = NegotiateItemData.pick({
  Amount: true,
  ItemTax: true,
  CompletionDays: true,
  Currency: true,
  SellingUnit: true,
});
const DraftForm = z.object({ general: GeneralTerms, rates: z.record(z.string(), RateRow) });
export type DraftFormOutput = z.output<typeof DraftForm>;

export interface RateValues {
  Amount: number | string;
  ItemTax: number | string;
  CompletionDays: number | string;
  // Lookup ids ("2") of a catalogue item picked for the row; absent, the item's stand.
  Currency?: string;
  SellingUnit?: string;
}
export interface DraftFormValues {
  general: GeneralTermsValues;
  rates: Record<string, RateValues>;
}

const blank = (value: string | number | null) => (value === null ? '' : Number(value));

function valuesOf(detail: AgreementDetail, items: AgreementItem[]): DraftFormValues {
  const side = detail.userRole === 'buyer' ? 'buyer' : 'seller';
  return {
    general: generalTermsOf(detail),
    rates: Object.fromEntries(
      items.map((item) => [
        item.id,
        {
          Amount: blank(item[`${side}Rate`]),
          ItemTax: blank(item.itemTax),
          CompletionDays: blank(item[`${side}ItemCompletion`]),
        },
      ]),
    ),
  };
}

// A catalogue item's rate, tax, currency and unit over a row's offer (its days stay); the rate stays an exact string.
export const rateFromCatalogue = (row: RateValues, c: CatalogueOption): RateValues => ({
  ...row,
  Amount: c.itemRate,
  ItemTax: c.itemTax,
  Currency: String(c.currencyId),
  SellingUnit: String(c.sellingUnitId),
});

// The seller draft's form: general terms and each item's rate, tax and days (with a picked catalogue
// item's currency and unit). It follows the
// server's data (live changes included) while the user has not started editing.
export function useDraftForm(detail: AgreementDetail, items: AgreementItem[]) {
  const form = useForm<DraftFormValues>({
    initialValues: valuesOf(detail, items),
    validate: schemaResolver(DraftForm, { sync: true }),
  });
  const fresh = valuesOf(detail, items);
  const freshKey = JSON.stringify(fresh);
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(fresh);
    form.resetDirty(fresh);
    // Keyed by the server's values only: the form itself is stable between renders.
  }, [freshKey]);
  return { form, parse: (values: DraftFormValues): DraftFormOutput => DraftForm.parse(values) };
}
