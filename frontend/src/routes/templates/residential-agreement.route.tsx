import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CounterpartyContact } from '@samvida/machines';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { useCurrencies } from '@/api/lookups';
import { FormSection } from '@/components/ui/form-section';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { contactForApi } from '@/lib/contact';
import { isSignedIn, useSession } from '@/lib/session';
import { useResidentialRental } from './api/residential-rental';
import { GuestNotice, REQUIRED, useGuestRedirect } from './components/guest-notice';
import { PartyFields, type PartyValues } from './components/party-fields';

interface Values extends PartyValues {
  startDate: string;
  endDate: string;
  rent: string;
  maintenance: string;
  currency: string;
  advanceMonths: string;
}

const required = (value: string) => (value.trim() ? null : REQUIRED);

// /ResidentialAgreementT1: a home rental in one form; the draft opens in /draftD2C.
export function ResidentialAgreementRoute() {
  const signedIn = isSignedIn(useSession());
  const create = useResidentialRental();
  const currencies = useCurrencies();
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  const toSignIn = useGuestRedirect();
  const form = useForm<Values>({
    initialValues: {
      role: 'tenant',
      contact: '',
      startDate: '',
      endDate: '',
      rent: '',
      maintenance: '0',
      currency: 'INR',
      advanceMonths: '0',
    },
    validate: {
      contact: (value) => CounterpartyContact.safeParse(value).error?.issues[0]?.message ?? null,
      startDate: required,
      endDate: required,
      rent: required,
    },
  });

  const submit = form.onSubmit((values) => {
    if (!signedIn) return toSignIn();
    create.mutate(
      {
        CreatorType: values.role,
        OtherPartyContactInfo: contactForApi(values.contact),
        Rent: values.rent.trim(),
        Maintainance: values.maintenance.trim() || '0',
        StartDate: values.startDate,
        EndDate: values.endDate,
        MonthCountRentAdvance: Number(values.advanceMonths || 0),
        CurrencyId: values.currency,
      },
      {
        onSuccess: ({ data, message }) => {
          notify(message ?? 'Data added successfully');
          void navigate(`/draftD2C?agreementId=${encodeURIComponent(data.id)}`);
        },
        onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={860}>
        <title>Residential Rental Agreement · Samvida</title>
        <div>
          <Title order={1}>Residential Rental Agreement</Title>
          <Text c="dimmed" mt={4}>
            Renting a home: the rent period, monthly rent and maintenance, and how many months are paid as advance. The
            draft opens for review before you publish it.
          </Text>
        </div>
        {!signedIn && <GuestNotice />}
        <PartyFields template="Rental Agreement" form={form} />
        <FormSection title="Rent">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Rent starts on" type="date" required {...form.getInputProps('startDate')} />
            <TextInput label="Rent ends on" type="date" required {...form.getInputProps('endDate')} />
            <TextInput
              label="Monthly rent"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              {...form.getInputProps('rent')}
            />
            <TextInput
              label="Monthly maintenance"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...form.getInputProps('maintenance')}
            />
            <Select
              label="Currency"
              allowDeselect={false}
              data={currencies.data?.map((c) => c.typeValue) ?? ['INR']}
              error={currencies.isError ? 'Could not load the currency list' : undefined}
              {...form.getInputProps('currency')}
            />
            <TextInput
              label="Months of rent as advance"
              description="The security deposit is this many months of rent"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...form.getInputProps('advanceMonths')}
            />
          </SimpleGrid>
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={create.isPending}>
            Create Agreement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
