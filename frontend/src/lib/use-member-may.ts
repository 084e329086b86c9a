import type { Capability } from '@samvida/machines';
import { useUserDetails } from '@/api/user-details';
import { memberMay } from '@/lib/member-may';
import { isSignedIn, useSession } from '@/lib/session';

// Whether the signed-in member's role in their business allows `capability` (machines' roleMay),
// for the buttons the offered actions do not drive: creating, settings, reference data. Undefined
// while the role loads: show the button once true, a refusal note only once false.
export function useMemberMay(capability: Capability): boolean | undefined {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const details = useUserDetails(signedIn ? (session.userId ?? '') : '');
  return memberMay(capability, signedIn, details.data?.memberRole);
}
