// Contract numbers (AG-000123) are reserved before the draft and recorded in its AgreementDrafted
// event, so every read model, PDF and rebuild takes them from the event: one number per agreement,
// the same on a repeated request, none twice under concurrency.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AgreementDrafted } from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { contractNumberFor, createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, sendContract, type SignedIn } from './support/agreements.js';

describe('contract numbers', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  const numberShown = async (agreementId: string) =>
    (
      await as(app.baseUrl, buyer)<{ agreementUID: string }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      )
    ).body.data!.agreementUID;
  const numberRecorded = async (agreementId: string) => {
    const [drafted] = await app.app.get<EventStore>(EVENT_STORE).readStream(`agreement-${agreementId}`);
    return (drafted!.data as AgreementDrafted['data']).number;
  };

  it('records each new contract’s number in its AgreementDrafted event, in drafting order', async () => {
    const first = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
    const second = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
    const numbers = [await numberRecorded(first), await numberRecorded(second)];
    expect(numbers).toEqual(['AG-000001', 'AG-000002']);
    expect([await numberShown(first), await numberShown(second)]).toEqual(numbers);
  });

  it('keeps the number of a repeated request and gives none twice when many draft at once', async () => {
    const Id = randomUUID();
    const send = () =>
      as(app.baseUrl, buyer)<{ id: string }>(
        'POST',
        '/api/Business/SendContract',
        {
          CreatorType: 'buyer',
          ContractType: 'Sales',
          OtherPartyContactInfo: seller.phone,
          Items: [],
          Terms: [],
        },
        { 'idempotency-key': Id },
      );
    const [once, again] = [await send(), await send()];
    expect(again.body.data!.id).toBe(once.body.data!.id);
    const kept = await numberRecorded(once.body.data!.id);
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const reserved = await Promise.all(ids.map((id) => contractNumberFor(app, id)));
    expect(new Set([kept, ...reserved]).size).toBe(21);
    expect(await Promise.all(ids.map((id) => contractNumberFor(app, id)))).toEqual(reserved);
  });
});
