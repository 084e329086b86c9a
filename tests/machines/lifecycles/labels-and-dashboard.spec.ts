import { describe, expect, it } from '@jest/globals';
import {
  openingTab,
  ACTION_CODES,
  ACTION_CODE_LIST,
  AGREEMENT_STATUSES,
  actionCodeOf,
  agreementRoute,
  dashboardTab,
  groupByDashboardTab,
  rfqListTab,
  statusLabel,
} from '@samvida/machines';

describe('status labels', () => {
  it('labels the waiting statuses as the screens do', () => {
    expect(statusLabel('Waiting for Seller')).toBe('Seller Action Pending');
    expect(statusLabel('Waiting for Buyer')).toBe('Buyer Action Pending');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('rejected')).toBe('Rejected');
    expect(statusLabel('accepted')).toBe('Auto-accepted');
    expect(statusLabel('Active')).toBe('Active');
  });
});

describe('dashboard grouping (accounts spec §4)', () => {
  it('puts each agreement status under its Contract Status tab', () => {
    const tabs = Object.fromEntries(AGREEMENT_STATUSES.map((s) => [s, dashboardTab(s)]));
    expect(tabs).toEqual({
      Draft: 'Draft',
      Proposed: 'Proposed',
      'Waiting for Seller': 'Proposed',
      'Waiting for Buyer': 'Proposed',
      Accepted: 'Proposed',
      Active: 'Active',
      Completed: 'Expired',
      Closed: 'Expired',
      Expired: 'Expired',
      Rejected: 'Expired',
      Discarded: null,
    });
  });

  it('groups rows in order and drops discarded ones', () => {
    const rows = [
      { id: 1, status: 'Active' as const },
      { id: 2, status: 'Waiting for Buyer' as const },
      { id: 3, status: 'Discarded' as const },
      { id: 4, status: 'Proposed' as const },
    ];
    expect(groupByDashboardTab(rows, (r) => r.status)).toEqual({
      Draft: [],
      Proposed: [rows[1], rows[3]],
      Active: [rows[0]],
      Expired: [],
    });
  });

  it('opens the screen the spec names for a row', () => {
    expect(agreementRoute('Draft', true)).toBe('/draftAgreement');
    expect(agreementRoute('Draft', false)).toBe('/draftD2C');
    expect(agreementRoute('Waiting for Seller', false)).toBe('/DetailAgreement');
    expect(agreementRoute('Expired', false)).toBe('/DetailAgreement');
    expect(agreementRoute('Active', true)).toBe('/DetailContract');
    expect(agreementRoute('Discarded', true)).toBeNull();
  });

  it('shows closed, completed and expired own RFQs as User Completed', () => {
    expect(['Draft', 'Active', 'Closed', 'Completed', 'Expired'].map((s) => rfqListTab(s as never))).toEqual([
      'Draft',
      'Active',
      'User Completed',
      'User Completed',
      'User Completed',
    ]);
  });
});

describe('action codes', () => {
  it('maps every code of the spec to exactly one machine event, party and command', () => {
    expect(ACTION_CODE_LIST.sort()).toEqual(
      [
        'AA',
        'AR',
        'BAN',
        'SAN',
        'SAA',
        'BIN',
        'SIN',
        'BIA',
        'SIA',
        'BTSA',
        'STBA',
        'BTSN',
        'BTBN',
        'STSN',
        'STBN',
        'TSN',
        'TBN',
        'TSA',
        'TBA',
        'CTN',
        'TISN',
        'TIBN',
        'TISA',
        'TIBA',
      ].sort(),
    );
    const keys = ACTION_CODE_LIST.map((c) => {
      const spec = ACTION_CODES[c] as { event: string; by: string; termOwner?: string };
      return `${spec.event}/${spec.by}/${spec.termOwner ?? ''}`;
    });
    expect(new Set(keys).size).toBe(ACTION_CODE_LIST.length);
    for (const code of ACTION_CODE_LIST) {
      const spec = ACTION_CODES[code] as { command: string; by: string; termOwner?: 'buyer' | 'seller' };
      expect(actionCodeOf(spec.command, spec.by, spec.termOwner)).toBe(code);
    }
    expect(actionCodeOf('AcceptAgreement', 'buyer')).toBeUndefined();
  });
});

describe('the tab the dashboard opens on (issue 11)', () => {
  it('is the first tab with rows, Draft when every tab is empty', () => {
    expect(openingTab({ Draft: [], Proposed: [1], Active: [2], Expired: [] })).toBe('Proposed');
    expect(openingTab({ Draft: [], Proposed: [], Active: [], Expired: [] })).toBe('Draft');
  });
});
