import { useNavigate } from 'react-router';
import { AuthCard } from './components/auth-card';
import { ForgotPanel } from './components/forgot-panel';

// /forgotPassword: the forgot panel on its own page; the code is entered on /ValidateUser.
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Forgot password">
      <ForgotPanel onLogin={() => void navigate('/Signup')} onCodeSent={() => void navigate('/ValidateUser')} />
    </AuthCard>
  );
}
