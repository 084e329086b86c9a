// The agreement as a fresh fold of its stream, to compare the read models with.
import { evolveAgreement, initialAgreementState, type AgreementEvent, type AgreementState } from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../../../backend/src/event-store/event-store.port.js';
import type { TestApp } from '../../../setup/test-app.js';

export async function foldStream(
  app: TestApp,
  agreementId: string,
): Promise<{ state: AgreementState; version: number }> {
  const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${agreementId}`);
  const state = events.reduce((s, e) => evolveAgreement(s, e as unknown as AgreementEvent), initialAgreementState);
  return { state, version: events.at(-1)?.streamVersion ?? 0 };
}
