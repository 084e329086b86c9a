import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UserDirectoryService, type PartyProfile } from '../../accounts/user-directory.service.js';
import type { Channel } from '../../notifications/notifications.service.js';
import { RemindersError } from '../reminders.errors.js';
import type { PreferencesRequest } from './preferences.request.js';

export type ChannelChoice = PreferencesRequest;

/** A user's choices, and which channels their profile's contacts allow. */
export interface ChannelPreferences extends ChannelChoice {
  available: { sms: boolean; email: boolean; whatsapp: boolean };
}

/** Where one user's reminders go: their choices and contacts. */
export interface Recipient {
  userId: string;
  name: string;
  phone: string | null;
  email: string | null;
  choice: ChannelChoice;
}

interface StoredChoice extends ChannelChoice {
  userId: string;
}

// Until a user chooses: SMS and the bell, and e-mail when they have an address.
const defaultsFor = (user: PartyProfile): ChannelChoice => ({
  sms: user.phoneNumber !== null,
  email: user.email !== null,
  whatsapp: false,
  inApp: true,
});

// The channels each user wants reminders on (their profile's "Notifications" section).
@Injectable()
export class ChannelPreferencesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: UserDirectoryService,
  ) {}

  async get(userId: string): Promise<ChannelPreferences> {
    const recipient = (await this.recipients([userId])).get(userId)!;
    return { ...recipient.choice, available: availableFor(recipient) };
  }

  // A channel needs its contact on the profile; a refusal changes nothing.
  async set(userId: string, choice: ChannelChoice): Promise<ChannelPreferences> {
    const recipient = (await this.recipients([userId])).get(userId)!;
    const available = availableFor(recipient);
    if ((choice.sms && !available.sms) || (choice.whatsapp && !available.whatsapp))
      throw new RemindersError('NO_PHONE_FOR_CHANNEL');
    if (choice.email && !available.email) throw new RemindersError('NO_EMAIL_FOR_CHANNEL');
    await this.dataSource.query(
      `insert into notification_preferences (user_id, sms, email, whatsapp, in_app) values ($1, $2, $3, $4, $5)
       on conflict (user_id) do update
         set sms = excluded.sms, email = excluded.email, whatsapp = excluded.whatsapp, in_app = excluded.in_app,
             updated_at = now()`,
      [userId, choice.sms, choice.email, choice.whatsapp, choice.inApp],
    );
    return { ...choice, available };
  }

  // The users of `userIds` that exist, with their contacts and choices (defaults where none).
  async recipients(userIds: readonly string[]): Promise<Map<string, Recipient>> {
    const users = await this.directory.findByIds([...userIds]);
    const stored: StoredChoice[] = await this.dataSource.query(
      `select user_id as "userId", sms, email, whatsapp, in_app as "inApp"
         from notification_preferences where user_id = any($1::uuid[])`,
      [[...users.keys()]],
    );
    const choices = new Map(stored.map(({ userId, ...choice }) => [userId, choice]));
    return new Map(
      [...users.values()].map((user) => [
        user.usrId,
        {
          userId: user.usrId,
          name: user.usrName,
          phone: user.phoneNumber,
          email: user.email,
          choice: choices.get(user.usrId) ?? defaultsFor(user),
        },
      ]),
    );
  }
}

/** Where a message to `recipient` goes: each channel they chose that they have a contact for. */
export const routesOf = (recipient: Recipient): [Channel, string][] =>
  (
    [
      ['sms', recipient.choice.sms ? recipient.phone : null],
      ['email', recipient.choice.email ? recipient.email : null],
      ['whatsapp', recipient.choice.whatsapp ? recipient.phone : null],
    ] as [Channel, string | null][]
  ).filter((route): route is [Channel, string] => route[1] !== null);

const availableFor = ({ phone, email }: Recipient) => ({ sms: !!phone, email: !!email, whatsapp: !!phone });
