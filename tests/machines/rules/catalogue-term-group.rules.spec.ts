// The catalogue, term-group and term-in-group forms beyond their messages: what they write back.
import { describe, expect, it } from '@jest/globals';
import {
  CONTRACT_MESSAGES as CM,
  CatalogueItemForm,
  HOUSE_MESSAGES as HM,
  TermGroupForm,
  TermInGroupForm,
  advanceRowChange,
  pickedGroupFigures,
} from '@samvida/machines';

const item = { ItemTypeId: 1, ItemRateUnitId: 2, ItemSellingUnitId: 1 };
const group = { GroupName: 'Supply terms', Description: 'Standard supply terms' };

describe('catalogue item form', () => {
  it('keeps rate and tax as exact decimal strings, blank meaning 0', () => {
    expect(CatalogueItemForm.parse({ ...item, ItemRate: 1234.5, ItemTax: '18' })).toMatchObject({
      ItemRate: '1234.50',
      ItemTax: '18',
    });
    expect(CatalogueItemForm.parse({ ...item, ItemRate: '0.10', ItemTax: 12.5 })).toMatchObject({
      ItemRate: '0.10',
      ItemTax: '12.5',
    });
    expect(CatalogueItemForm.parse({ ...item, ItemRate: '', ItemTax: null })).toMatchObject({
      ItemRate: '0.00',
      ItemTax: '0',
    });
    expect(CatalogueItemForm.parse(item)).toMatchObject({
      ItemRate: '0.00',
      ItemTax: '0',
      ItemTitle: '',
      AttachmentList: [],
    });
  });

  it('refuses a rate with more than two decimals and a tax over 100', () => {
    expect(CatalogueItemForm.safeParse({ ...item, ItemRate: '10.005' }).error?.issues[0]?.message).toBe(
      HM.amountInvalid,
    );
    expect(CatalogueItemForm.safeParse({ ...item, ItemTax: '101' }).error?.issues[0]?.message).toBe(HM.percentInvalid);
  });

  it('accepts the item type as the select sends it, 1/2 or "1"/"2", and nothing else', () => {
    expect(CatalogueItemForm.parse({ ...item, ItemTypeId: '2' }).ItemTypeId).toBe(2);
    for (const ItemTypeId of [0, 3, 'Seller', '', null]) {
      expect(CatalogueItemForm.safeParse({ ...item, ItemTypeId }).error?.issues[0]?.message).toBe(CM.catalogueItemType);
    }
  });
});

describe('term group form', () => {
  it('accepts Seller or Buyer in any case and writes the lookup spelling', () => {
    expect(TermGroupForm.parse({ ...group, TypeName: 'seller' }).TypeName).toBe('Seller');
    expect(TermGroupForm.parse({ ...group, TypeName: ' BUYER ' }).TypeName).toBe('Buyer');
  });

  it('refuses any other type with the spec message', () => {
    for (const TypeName of ['Vendor', '', undefined, 1]) {
      expect(TermGroupForm.safeParse({ ...group, TypeName }).error?.issues.map((i) => i.message)).toEqual([
        CM.termGroupType,
      ]);
    }
  });

  it('defaults the buying LD figures to 0 and keeps the percent exact', () => {
    expect(TermGroupForm.parse({ ...group, TypeName: 'Buyer' })).toMatchObject({
      LDPercentOnlyForBuying: '0',
      LDAppliedInDaysOnlyForBuying: 0,
    });
    expect(
      TermGroupForm.parse({ ...group, TypeName: 'Buyer', LDPercentOnlyForBuying: 2.5 }).LDPercentOnlyForBuying,
    ).toBe('2.5');
  });
});

describe('term group advance', () => {
  it('keeps the advance exact; blank, null or missing means the group has none', () => {
    expect(TermGroupForm.parse({ ...group, TypeName: 'Buyer', AdvancePercent: 12.5 }).AdvancePercent).toBe('12.5');
    expect(TermGroupForm.parse({ ...group, TypeName: 'Buyer', AdvancePercent: '0' }).AdvancePercent).toBe('0');
    expect(TermGroupForm.parse({ ...group, TypeName: 'Buyer', AdvancePercent: '100.00' }).AdvancePercent).toBe('100');
    for (const AdvancePercent of [undefined, null, '', '  '])
      expect(TermGroupForm.parse({ ...group, TypeName: 'Buyer', AdvancePercent }).AdvancePercent).toBeNull();
  });

  it('refuses an advance outside the agreement advance’s bounds with the percent message', () => {
    for (const AdvancePercent of ['100.01', -1, '12.345', 'ten', true])
      expect(
        TermGroupForm.safeParse({ ...group, TypeName: 'Buyer', AdvancePercent }).error?.issues.map((i) => i.message),
      ).toEqual([HM.percentInvalid]);
  });
});

describe('picking a term group', () => {
  const figures = { ldPercentOnlyForBuying: '0', ldAppliedInDaysOnlyForBuying: 0, advancePercent: null };

  it('sets nothing for a group without LD or advance', () => {
    expect(pickedGroupFigures(figures)).toEqual({});
  });

  it('sets the LD figures only when the LD percent is above 0', () => {
    expect(pickedGroupFigures({ ...figures, ldPercentOnlyForBuying: '1.5', ldAppliedInDaysOnlyForBuying: 10 })).toEqual(
      {
        ld: { percent: '1.5', days: 10 },
      },
    );
    expect(
      pickedGroupFigures({ ...figures, ldPercentOnlyForBuying: '0.00', ldAppliedInDaysOnlyForBuying: 10 }),
    ).toEqual({});
  });

  it('sets the advance whenever the group has one, 0 included', () => {
    expect(pickedGroupFigures({ ...figures, advancePercent: '12.5' })).toEqual({ advance: '12.5' });
    expect(pickedGroupFigures({ ...figures, advancePercent: '0' })).toEqual({ advance: '0' });
  });
});

describe('a picked advance in the purchase order’s schedule', () => {
  const part = { payId: 'p1', type: 'P' as const, note: 'On delivery', percent: '40' };
  const advance = { payId: 'a1', type: 'A' as const, note: 'Mobilisation', percent: '10' };

  it('adds an advance row when the schedule has none', () => {
    expect(advanceRowChange([part], '12.5')).toEqual({ add: { type: 'A', note: 'Advance', amt: 12.5 } });
  });

  it('replaces the advance row, keeping its note', () => {
    expect(advanceRowChange([part, advance], '15')).toEqual({
      removePayId: 'a1',
      add: { type: 'A', note: 'Mobilisation', amt: 15 },
    });
  });

  it('removes the advance row for a 0 advance', () => {
    expect(advanceRowChange([advance, part], '0')).toEqual({ removePayId: 'a1' });
  });

  it('changes nothing when the schedule already says so', () => {
    expect(advanceRowChange([advance], '10.00')).toBeNull();
    expect(advanceRowChange([part], '0')).toBeNull();
  });
});

describe('term in group form', () => {
  it('bounds title and text like an agreement term, so a group can be copied into an agreement', () => {
    const term = { GroupId: 'g', TermTitle: 'T'.repeat(100), TermTxt: 'X'.repeat(1000) };
    expect(TermInGroupForm.safeParse(term).success).toBe(true);
    expect(TermInGroupForm.safeParse({ ...term, TermTitle: 'T'.repeat(101) }).error?.issues[0]?.message).toBe(
      HM.titleTooLong,
    );
    expect(TermInGroupForm.safeParse({ ...term, TermTxt: 'X'.repeat(1001) }).error?.issues[0]?.message).toBe(
      HM.termTooLong,
    );
  });
});
