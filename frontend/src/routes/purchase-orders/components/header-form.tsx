import { Button, Grid, Group, Select, Textarea, TextInput } from '@mantine/core';
import { PO_CURRENCIES, PO_MESSAGES, PurchaseOrderForm } from '@samvida/machines';
import { useState } from 'react';
import { AmountInput, DaysInput } from '@/components/ui/number-inputs';
import { currencyLabel } from '@/lib/currency';
import type { PurchaseOrder } from '../api/purchase-orders';

type Fields = Record<
  | 'PoTitle'
  | 'PoDescription'
  | 'PoRaisedForPhoneNumber'
  | 'PoCompletionDurationInDays'
  | 'PoSellerAddress'
  | 'PoBuyerAddress'
  | 'PoSellerGSTIN'
  | 'PoBuyerGSTIN'
  | 'PoSellerCompany'
  | 'PoBuyerCompany'
  | 'PoNotificationPeriod'
  | 'PoDiscount'
  | 'PoCurrency',
  string
>;

const fieldsOf = (header?: PurchaseOrder['header']): Fields => ({
  PoTitle: header?.title ?? '',
  PoDescription: header?.description ?? '',
  PoRaisedForPhoneNumber: header?.raisedForPhoneNumber ?? '+91',
  PoCompletionDurationInDays: String(header?.completionDays ?? 1),
  PoSellerAddress: header?.sellerAddress ?? '',
  PoBuyerAddress: header?.buyerAddress ?? '',
  PoSellerGSTIN: header?.sellerGstin ?? '',
  PoBuyerGSTIN: header?.buyerGstin ?? '',
  PoSellerCompany: header?.sellerCompany ?? '',
  PoBuyerCompany: header?.buyerCompany ?? '',
  PoNotificationPeriod: header?.notificationPeriod === undefined ? '' : String(header.notificationPeriod),
  PoDiscount: header?.discount ?? '0',
  PoCurrency: header?.currency ?? 'INR',
});

// Empty number fields stay undefined so the form's own message shows ('Notification period is required.').
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

interface HeaderFormProps {
  header?: PurchaseOrder['header'];
  raisedBy: 'Seller' | 'Buyer';
  readOnly: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (form: PurchaseOrderForm) => void;
}

// The header form: every Po* field, checked with the machines' PurchaseOrderForm before it is sent.
export function HeaderForm({ header, raisedBy, readOnly, submitLabel, busy, onSubmit }: HeaderFormProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(header));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // An edited field drops its message: it was about the value before.
  const change = (name: keyof Fields, value: string) => {
    setFields({ ...fields, [name]: value });
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const bind = (name: keyof Fields) => ({
    value: fields[name],
    readOnly,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
  });
  const bindNumber = (name: keyof Fields) => ({
    value: fields[name],
    readOnly,
    error: errors[name],
    onValueChange: (value: string) => change(name, value),
  });

  const submit = () => {
    const parsed = PurchaseOrderForm.safeParse({
      ...fields,
      PoCompletionDurationInDays: numberOrUndefined(fields.PoCompletionDurationInDays),
      PoNotificationPeriod: numberOrUndefined(fields.PoNotificationPeriod),
      PoDiscount: numberOrUndefined(fields.PoDiscount) ?? 0,
      RaisedBy: raisedBy,
    });
    if (!parsed.success) {
      // The first message of each field, in the order the spec lists its rules.
      setErrors(
        Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    // The order's rule (machines' decider): no tax invoice could show a discount off the whole order.
    if (parsed.data.PoDiscount > 0) return setErrors({ PoDiscount: PO_MESSAGES.discountRefused });
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form
      // The form's own check words every problem; the browser's would block it and leave old messages.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Title" withAsterisk {...bind('PoTitle')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={raisedBy === 'Buyer' ? 'Seller phone number' : 'Buyer phone number'}
            withAsterisk
            {...bind('PoRaisedForPhoneNumber')}
            readOnly={readOnly || !!header}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label="Description" autosize minRows={2} {...bind('PoDescription')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <DaysInput label="Completion (days)" min={1} {...bindNumber('PoCompletionDurationInDays')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <DaysInput label="Notification period (days)" {...bindNumber('PoNotificationPeriod')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <AmountInput label="Discount" {...bindNumber('PoDiscount')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label="Currency"
            data={PO_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code) }))}
            value={fields.PoCurrency}
            readOnly={readOnly}
            allowDeselect={false}
            onChange={(value) => setFields({ ...fields, PoCurrency: value ?? 'INR' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Seller company" {...bind('PoSellerCompany')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Buyer company" {...bind('PoBuyerCompany')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Seller GSTIN" {...bind('PoSellerGSTIN')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Buyer GSTIN" {...bind('PoBuyerGSTIN')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Textarea label="Seller address" autosize {...bind('PoSellerAddress')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Textarea label="Buyer address" autosize {...bind('PoBuyerAddress')} />
        </Grid.Col>
      </Grid>
      {!readOnly && (
        <Group mt="md">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      )}
    </form>
  );
}
