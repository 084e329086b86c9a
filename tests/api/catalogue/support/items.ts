// Catalogue items the API and browser suites add.

/** On the sell list: ₹380.50 a bag (unit 17) at 28% tax. */
export const CEMENT = {
  ItemTypeId: 1,
  ItemTitle: 'OPC 53 grade cement',
  ItemDescription: '50 kg bag',
  ItemHsnCsnUin: '2523',
  ItemRateUnitId: 2,
  ItemSellingUnitId: 17,
  ItemRate: '380.50',
  ItemTax: '28',
};
