import { changeCues } from '@samvida/machines';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import type { AgreementDetail } from '../api/agreement-detail';

const HIGHLIGHT_MS = 5000;
const NONE: ReadonlySet<string> = new Set();

// Watches the agreement as live updates refetch it. When the other party changed something, the
// changed rows are highlighted for a few seconds and a small notification says what happened
// ("Seller countered 'Steel rods'"). The user's own changes are not announced back to them.
export function useChangeCues(detail: AgreementDetail | undefined): ReadonlySet<string> {
  const previous = useRef<AgreementDetail | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  const [highlighted, setHighlighted] = useState(NONE);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!detail) return;
    const before = previous.current;
    previous.current = detail;
    if (!before || before.id !== detail.id || detail.version <= before.version) return;
    const cues = changeCues(before.state, detail.state).filter((cue) => cue.by !== detail.userRole);
    if (cues.length === 0) return;
    for (const cue of cues.slice(0, 3)) notify(cue.message, 'Info');
    setHighlighted(new Set(cues.map((cue) => cue.entityId)));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setHighlighted(NONE), HIGHLIGHT_MS);
  }, [detail]);

  return highlighted;
}
