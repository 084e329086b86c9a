import { Group, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { clearChosenPlan } from '@/lib/handoff';
import { isSignedIn, useSession } from '@/lib/session';

// The logo goes home and forgets a plan chosen on the way (spec §4 payment flow).
export function BrandLogo() {
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSession());
  const goHome = () => {
    clearChosenPlan();
    void navigate(signedIn ? '/Home' : '/');
  };

  return (
    <UnstyledButton onClick={goHome} aria-label="Samvida home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text fw={800} fz="xl" c="brand.8" lh={1}>
          Samvida
        </Text>
      </Group>
    </UnstyledButton>
  );
}
