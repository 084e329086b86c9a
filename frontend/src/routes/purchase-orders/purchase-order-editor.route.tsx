import { Alert, Badge, Button, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { purchaseOrderTitle, type PurchaseOrderForm } from '@samvida/machines';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiRequest, errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { LoadingData } from '@/components/ui/loading-data';
import { notify } from '@/components/ui/notify';
import { RoleNotice } from '@/components/ui/role-notice';
import { useMemberMay } from '@/lib/use-member-may';
import { CreatedOrder, purchaseOrderCalls, usePurchaseOrder, type PurchaseOrder } from './api/purchase-orders';
import { AttachmentsTab } from './components/attachments-tab';
import { HeaderForm } from './components/header-form';
import { ItemsTab } from './components/items-tab';
import { OrderTabs, type OrderTab } from './components/order-tabs';
import { PaymentsTab } from './components/payments-tab';
import { RemarksTab } from './components/remarks-tab';
import { TaxesTab } from './components/taxes-tab';
import { TermsTab } from './components/terms-tab';
import { TimelineTree } from './components/timeline-tree';
import { useOrderCall } from './components/use-order-call';
import { moneyOf } from './components/order-money';

type RaisedBy = 'Seller' | 'Buyer';
// The spec's helper storage: the order being edited and who raised it (profile completion returns to /Details).
const storedRaisedBy = (): RaisedBy => (localStorage.getItem('raisedBy') === 'Seller' ? 'Seller' : 'Buyer');
const NOT_CREATED = 'First Create Purchase Order';
// Each tab of a created order: its lines, and whether the creator may still change them.
const PANELS: Record<OrderTab, ComponentType<{ order: PurchaseOrder; editable: boolean }>> = {
  Items: ItemsTab,
  Taxes: TaxesTab,
  'Terms and Conditions': TermsTab,
  Payments: PaymentsTab,
  'Agreement Attachments': AttachmentsTab,
  'Agreement Remarks': RemarksTab,
};

// /New: the header form; Create Order drafts the order and opens it in /Details.
export function NewPurchaseOrderRoute() {
  const navigate = useNavigate();
  const [raisedBy, setRaisedBy] = useState<RaisedBy>(storedRaisedBy);
  const [busy, setBusy] = useState(false);
  const mayCreate = useMemberMay('negotiate');
  const create = async (form: PurchaseOrderForm) => {
    setBusy(true);
    try {
      const { data, message } = await apiRequest('PurchaseOrders/Create', CreatedOrder, { method: 'POST', body: form });
      localStorage.setItem('purchaseId', data.id);
      localStorage.setItem('raisedBy', raisedBy);
      notify(message ?? 'Data added successfully');
      void navigate(`/Details?id=${data.id}`);
    } catch (error) {
      notify(errorMessage(error), 'Error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <title>{`${purchaseOrderTitle(raisedBy)} · Samvida`}</title>
      <Title order={1}>{purchaseOrderTitle(raisedBy)}</Title>
      <SegmentedControl
        aria-label="Raised by"
        value={raisedBy}
        onChange={(v) => setRaisedBy(v as RaisedBy)}
        data={[
          { value: 'Buyer', label: 'I am the Buyer' },
          { value: 'Seller', label: 'I am the Seller' },
        ]}
      />
      {mayCreate && (
        <HeaderForm raisedBy={raisedBy} readOnly={false} submitLabel="Create Order" busy={busy} onSubmit={create} />
      )}
      {mayCreate === false && <RoleNotice />}
      <OrderTabs panel={() => <Text c="dimmed">{NOT_CREATED}</Text>} />
      <Group>
        <Button variant="default" component={Link} to="/Home">
          Back
        </Button>
      </Group>
    </Stack>
  );
}

// /Details?id= (or the stored purchaseId): the created order, its tabs, the timeline tree and Publish.
export function PurchaseOrderDetailsRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? localStorage.getItem('purchaseId');
  const order = usePurchaseOrder(id);
  if (order.isSuccess) return <OrderEditor order={order.data} />;
  if (id && order.isPending) return <LoadingData />;
  // No order yet (or it cannot be read): the page still says what it is, and why it is empty.
  const title = purchaseOrderTitle(storedRaisedBy());
  return (
    <Stack gap="md">
      <title>{`${title} · Samvida`}</title>
      <Title order={1}>{title}</Title>
      {id ? <Alert color="red">{errorMessage(order.error)}</Alert> : <Alert color="yellow">{NOT_CREATED}</Alert>}
    </Stack>
  );
}

function OrderEditor({ order }: { order: PurchaseOrder }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const call = useOrderCall(order.id);
  const money = moneyOf(order);
  const [editing, setEditing] = useState(false);
  const editable = order.actions.includes('SetPurchaseOrderDetails');
  const save = (form: PurchaseOrderForm) =>
    call.mutate(purchaseOrderCalls.update({ AgreementId: order.id, ...form }), { onSuccess: () => setEditing(false) });
  const publish = () =>
    call.mutate(purchaseOrderCalls.publish(order.id), {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    });
  return (
    <Stack>
      <title>{`${order.title} · Samvida`}</title>
      <Group justify="space-between">
        <Title order={1}>{order.title}</Title>
        <Badge size="lg">{order.status}</Badge>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <HeaderForm
              key={`${order.id}-${editing}`}
              header={order.header}
              raisedBy={order.raisedBy}
              readOnly={!editing}
              submitLabel="Save"
              busy={call.isPending}
              onSubmit={save}
            />
            <Text fw={600}>Total Amount: {money(order.totals.contractAmount)}</Text>
            <OrderTabs
              panel={(tab) => {
                const Panel = PANELS[tab];
                return <Panel order={order} editable={editable} />;
              }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TimelineTree order={order} />
        </Grid.Col>
      </Grid>
      {editable && order.publishBlocker && <Text c="dimmed">{order.publishBlocker}</Text>}
      <Group>
        <Button variant="default" onClick={() => void navigate('/Home')}>
          Back
        </Button>
        {editable && !editing && (
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit Details
          </Button>
        )}
        {editable && (
          <Button onClick={publish} loading={call.isPending}>
            Publish
          </Button>
        )}
        {!editable && (
          <Button component={Link} to={`/DetailContract?agreementId=${order.id}`}>
            Open contract
          </Button>
        )}
      </Group>
    </Stack>
  );
}
