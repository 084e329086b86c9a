import { useNavigate } from 'react-router';

// Back to the previous screen, or to the dashboard when the page was opened directly (e.g. from an SMS link).
export function useBack(): () => void {
  const navigate = useNavigate();
  // react-router keeps the position in its history stack as `idx`.
  return () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/Home'));
}
