import { Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMemberMay } from '@/lib/use-member-may';
import type { AgreementDetail } from '../api/agreement-detail';
import type { AgreementItem } from '../api/agreement-items';
import type { AgreementTerm } from '../api/agreement-terms';
import { useBack } from '../hooks/use-back';
import { StatusBadge } from './status-badge';

// The report and its charts (about 94 kB) load when the report first opens, not with the screen.
const ReportModal = lazy(() => import('./report-modal').then((module) => ({ default: module.ReportModal })));

interface DetailHeaderProps {
  heading: string;
  detail: AgreementDetail;
  items: AgreementItem[];
  terms: AgreementTerm[];
  // The machines offer the seller MakeInvoice (the contract is Active).
  canInvoice: boolean;
}

// Title, the agreement's number and status, and Back, Report and (for the seller) Raise Invoice.
export function DetailHeader({ heading, detail, items, terms, canInvoice }: DetailHeaderProps) {
  const back = useBack();
  const [reporting, { open, close }] = useDisclosure(false);
  // A member whose role keeps them off invoices is not told to wait for the contract to start.
  const mayInvoice = useMemberMay('finance');
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        <Group gap="xs">
          <Text fw={600}>{detail.agreementUID}</Text>
          <Text c="dimmed">{detail.contractType}</Text>
          <StatusBadge status={detail.status} />
        </Group>
      </Stack>
      <Group gap="xs">
        <Button variant="default" onClick={back}>
          Back
        </Button>
        <Button variant="light" onClick={open}>
          Report
        </Button>
        <Button variant="light" component={Link} to={`/AuditContract?agId=${detail.id}`}>
          History
        </Button>
        {detail.userRole === 'seller' &&
          mayInvoice &&
          (canInvoice ? (
            <Button component={Link} to={`/DraftInvoice?agreementId=${detail.id}`}>
              Raise Invoice
            </Button>
          ) : (
            <Tooltip
              label="Invoices can be raised once the contract is active"
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
                Raise Invoice
              </Button>
            </Tooltip>
          ))}
      </Group>
      {reporting && (
        <Suspense>
          <ReportModal opened onClose={close} detail={detail} items={items} terms={terms} />
        </Suspense>
      )}
    </Group>
  );
}
