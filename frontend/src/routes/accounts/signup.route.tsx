import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SessionEndedAlert } from '@/components/layout/session-ended-alert';
import { AuthCard } from './components/auth-card';
import { ForgotPanel } from './components/forgot-panel';
import { LoginPanel } from './components/login-panel';
import { OtpPanel } from './components/otp-panel';
import { RegisterPanel } from './components/register-panel';

const TITLES = { 1: 'Sign in', 2: 'Create your account', 3: 'Forgot password', 4: 'Please provide OTP' } as const;
type Panel = keyof typeof TITLES;

// The auth page: four panels switched by number (1 login, 2 register, 3 forgot, 4 code entry).
export function SignupRoute() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('panel'));
  const panel: Panel = requested in TITLES ? (requested as Panel) : 1;
  // The panel is in the address, so Back in the browser returns to the previous panel; the page to
  // return to after signing in (returnTo) stays in it across panels.
  const show = (next: Panel) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 1) kept.delete('panel');
      else kept.set('panel', String(next));
      return kept;
    });

  return (
    <AuthCard title={TITLES[panel]} subtitle={panel === 1 ? 'Welcome back to Samvida' : undefined}>
      <Stack gap="md">
        <SessionEndedAlert />
        {panel === 1 && <LoginPanel onRegister={() => show(2)} onForgot={() => show(3)} onCodeSent={() => show(4)} />}
        {panel === 2 && <RegisterPanel onLogin={() => show(1)} onRegistered={() => show(4)} />}
        {panel === 3 && <ForgotPanel onLogin={() => show(1)} onCodeSent={() => show(4)} />}
        {panel === 4 && <OtpPanel onBack={() => show(1)} />}
      </Stack>
    </AuthCard>
  );
}
