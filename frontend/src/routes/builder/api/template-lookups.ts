import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/general/TemplateTerms|TemplateItem?agTempType=: what the builder preloads for a template.
const TemplateTerm = z.object({
  id: z.number(),
  termName: z.string(),
  termDescription: z.string(),
  isPaymentTerm: z.boolean(),
});
export type TemplateTerm = z.output<typeof TemplateTerm>;

const TemplateItem = z.object({
  itemTitle: z.string(),
  itemDescription: z.string(),
  itemHsnCsnUin: z.string(),
  itemQuantity: z.string(),
  rate: z.string(),
  itemCompletion: z.number(),
  currency: z.number(),
  itemTax: z.string(),
  unit: z.number(),
});
export type TemplateItem = z.output<typeof TemplateItem>;

const FOREVER = { staleTime: Infinity } as const;

export function useTemplateTerms(template: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.templateTerms(template),
    queryFn: () => apiGet('general/TemplateTerms', z.array(TemplateTerm), { agTempType: template }),
    enabled,
    ...FOREVER,
  });
}

export function useTemplateItems(template: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.templateItems(template),
    queryFn: () => apiGet('general/TemplateItem', z.array(TemplateItem), { agTempType: template }),
    enabled,
    ...FOREVER,
  });
}
