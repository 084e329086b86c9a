import { useNavigate } from 'react-router';
import { AuthCard } from './components/auth-card';
import { OtpPanel } from './components/otp-panel';
import { pendingCode } from './pending-code';

// /ValidateUser: the code entry on its own page (after /forgotPassword or a sign-in link).
export function ValidateUserRoute() {
  const navigate = useNavigate();
  const back = () => void navigate(pendingCode().purpose === 'Reset' ? '/forgotPassword' : '/Signup');
  return (
    <AuthCard title="Please provide OTP">
      <OtpPanel onBack={back} />
    </AuthCard>
  );
}
