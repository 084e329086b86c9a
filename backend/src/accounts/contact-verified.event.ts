/**
 * Published on the Nest event bus when a user proves they hold a phone number or e-mail, so
 * invitations and contracts sent to that contact before they registered attach to them.
 */
export class ContactVerifiedEvent {
  constructor(
    readonly userId: string,
    readonly channel: 'sms' | 'email',
    readonly contact: string,
  ) {}
}
