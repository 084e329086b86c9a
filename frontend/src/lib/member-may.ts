import { type Capability, type MemberRole, roleMay } from '@samvida/machines';

// Whether to offer what `capability` covers: a guest may start what they sign in to send; a
// signed-in member as their role allows, undefined until the role is known (offer nothing yet, and
// do not say it is refused either). The server refuses the rest anyway.
export const memberMay = (
  capability: Capability,
  signedIn: boolean,
  role: MemberRole | undefined,
): boolean | undefined => (!signedIn ? true : role && roleMay(role, capability));
