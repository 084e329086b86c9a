// A phone number or e-mail address a user signs in or receives codes with, normalised.
export interface Contact {
  kind: 'phone' | 'email';
  // E.164 phone (+919800000001) or lower-case e-mail.
  value: string;
}

// The request schemas have already checked the format; this only tells the two apart and normalises.
export function toContact(raw: string): Contact {
  const value = raw.trim();
  return value.includes('@')
    ? { kind: 'email', value: value.toLowerCase() }
    : { kind: 'phone', value: value.replace(/[\s-]/g, '') };
}

export const contactWhere = (contact: Contact) =>
  contact.kind === 'phone' ? { phoneNumber: contact.value } : { email: contact.value };
