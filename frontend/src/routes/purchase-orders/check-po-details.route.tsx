import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { signInAgainPath } from '@/lib/return-to';
import { isSignedIn, useSession } from '@/lib/session';
import { usePoLinkCheck } from './api/purchase-orders';

// /CheckPODetails?ph=&s=&pi=: the link a published purchase order sends its counterparty. Signed in,
// it waits until the order has reached this account and opens the contract; a guest is asked to
// sign in or sign up with that number first (the order is kept to come back to).
export function CheckPoDetailsRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSession());
  const link = { ph: params.get('ph') ?? '', s: params.get('s') ?? '', pi: params.get('pi') ?? '' };
  const complete = !!link.pi && !!link.ph;
  const check = usePoLinkCheck(link, signedIn && complete);
  const ready = check.data?.ready === true;

  useEffect(() => {
    if (link.pi) {
      localStorage.setItem('purchaseId', link.pi);
      if (link.s) localStorage.setItem('raisedBy', link.s);
    }
  }, [link.pi, link.s]);
  useEffect(() => {
    if (ready) void navigate(`/DetailContract?agreementId=${link.pi}`, { replace: true });
  }, [ready, link.pi, navigate]);

  return (
    <Stack>
      <title>Checking your contract link · Samvida</title>
      <Title order={1}>Checking your contract link</Title>
      {!complete && (
        <Alert color="yellow">This link is incomplete. Please open the link from your message again.</Alert>
      )}
      {complete && !signedIn && <SignInFirst phone={link.ph} />}
      {complete && signedIn && check.isError && <Alert color="red">{errorMessage(check.error)}</Alert>}
      {complete && signedIn && check.isPending && <Waiting text="Checking your contract link…" />}
      {complete && signedIn && check.data?.ready === false && (
        <Waiting
          text={`Please wait: the contract sent to ${link.ph} is being added to your account. It opens here as soon as it is ready.`}
        />
      )}
      {ready && <Waiting text="Opening your contract…" />}
    </Stack>
  );
}

// Both go to the auth page and come back to this link once signed in, which then opens the contract.
function SignInFirst({ phone }: { phone: string }) {
  const { pathname, search } = useLocation();
  const signIn = signInAgainPath(pathname + search);
  return (
    <>
      <Text>A contract was sent to {phone}. Sign in or sign up with that number to open it.</Text>
      <Group>
        <Button component={Link} to={signIn}>
          Sign in
        </Button>
        <Button variant="default" component={Link} to={`${signIn}&panel=2`}>
          Sign up
        </Button>
      </Group>
    </>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Group role="status">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}
