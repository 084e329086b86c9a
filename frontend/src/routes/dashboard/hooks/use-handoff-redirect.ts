import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { handoffRedirect } from '@/lib/handoff';

// On load the dashboard resumes an unfinished flow from the handoff data (spec §2 Dashboard).
export function useHandoffRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const target = handoffRedirect();
    if (target) void navigate(target, { replace: true });
  }, [navigate]);
}
