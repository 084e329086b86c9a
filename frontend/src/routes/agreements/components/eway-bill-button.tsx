import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_EWAY_DISTANCE_KM, TransportDistance, VehicleNumber } from '@samvida/machines';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import type { InvoiceCard } from '@/api/execution';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/notify';
import { ewayBillJson, saveJson } from '../api/eway-bill';

interface Transport {
  vehicleNo: string;
  distanceKm: number | string;
}

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

// The seller's e-way bill of a goods invoice over ₹50,000: the vehicle and distance, then the
// portal's bulk-generation JSON to upload at ewaybillgst.gov.in.
export function EwayBillButton({ invoice }: { invoice: InvoiceCard }) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useForm<Transport>({
    initialValues: { vehicleNo: '', distanceKm: '' },
    validate: {
      vehicleNo: (value) => firstMessage(VehicleNumber.safeParse(value)),
      distanceKm: (value) => firstMessage(TransportDistance.safeParse(value)),
    },
  });
  const number = invoice.taxInvoice!.number;
  const submit = form.onSubmit(async ({ vehicleNo, distanceKm }) => {
    setPending(true);
    try {
      saveJson(
        await ewayBillJson(invoice.id, vehicleNo, Number(distanceKm)),
        `EWB-${number.replaceAll('/', '-')}.json`,
      );
      setOpened(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        form.setErrors({ vehicleNo: error.errors.VehicleNo?.[0], distanceKm: error.errors.DistanceKm?.[0] });
      notify(errorMessage(error), 'Error');
    } finally {
      setPending(false);
    }
  });
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        e-way bill JSON
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={`e-way bill for ${number}`}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              The goods on this invoice are worth more than ₹50,000, so they move under an e-way bill. Upload the file
              to the e-way bill portal's bulk generation.
            </Text>
            <TextInput
              label="Vehicle number"
              placeholder="MH12AB1234"
              maxLength={20}
              {...form.getInputProps('vehicleNo')}
            />
            <NumberInput
              label="Distance (km)"
              min={1}
              max={MAX_EWAY_DISTANCE_KM}
              allowDecimal={false}
              {...form.getInputProps('distanceKm')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                Download JSON
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
