// The catalogue, term-group and term-in-group forms beyond their messages: what they write back.
import { describe, expect, it } from '@jest/globals';
import {
  CONTRACT_MESSAGES as CM,
  CatalogueItemForm,
  HOUSE_MESSAGES as HM,
  TermGroupForm,
  TermInGroupForm,
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
