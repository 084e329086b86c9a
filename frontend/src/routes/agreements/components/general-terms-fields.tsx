import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { compareDecimals, UpdateB2CContractData } from '@samvida/machines';
import { formatMoney } from '@/lib/currency';
import type { AgreementDetail } from '../api/agreement-detail';

// The four general terms as UpdateB2CContract and NegotiateAgreement carry them.
export const GeneralTerms = UpdateB2CContractData.pick({
  LDPercent: true,
  LDDays: true,
  Advance: true,
  AgreementDuration: true,
});

export interface GeneralTermsValues {
  LDPercent: number | string;
  LDDays: number | string;
  Advance: number | string;
  AgreementDuration: number | string;
}

export const generalTermsOf = (detail: AgreementDetail): GeneralTermsValues => ({
  LDPercent: Number(detail.ldPercent),
  LDDays: detail.ldDays,
  Advance: Number(detail.advance),
  AgreementDuration: detail.contractDuration,
});

// LD percent, LD days, duration and advance; read-only unless `editable`. `path` nests them in a larger form.
export function GeneralTermsFields<T extends object>({
  form,
  editable,
  path,
}: {
  form: UseFormReturnType<T>;
  editable: boolean;
  path?: string;
}) {
  const field = (name: keyof GeneralTermsValues) => ({
    ...form.getInputProps(path ? `${path}.${name}` : name),
    readOnly: !editable,
    variant: editable ? 'default' : 'filled',
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <NumberInput clampBehavior="none" label="LD percent" min={0} max={100} decimalScale={2} {...field('LDPercent')} />
      <NumberInput clampBehavior="none" label="LD days" min={0} allowDecimal={false} {...field('LDDays')} />
      <NumberInput
        clampBehavior="none"
        label="Duration (days)"
        min={1}
        allowDecimal={false}
        {...field('AgreementDuration')}
      />
      <NumberInput clampBehavior="none" label="Advance %" min={0} max={100} decimalScale={2} {...field('Advance')} />
    </SimpleGrid>
  );
}

// The security deposit (a rental's months of rent as advance), in the contract's currency; null without one.
export const depositText = ({ deposite, currency }: Pick<AgreementDetail, 'deposite' | 'currency'>): string | null =>
  compareDecimals(deposite, 0) > 0 ? formatMoney(deposite, currency) : null;

// The deposit under the general terms of a draft; nothing without one.
export function DepositNote({ detail }: { detail: AgreementDetail }) {
  const deposit = depositText(detail);
  return (
    deposit && (
      <Text size="sm" mt="sm" data-testid="security-deposit">
        Security deposit {deposit}
      </Text>
    )
  );
}
