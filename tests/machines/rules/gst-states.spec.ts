// GST state codes name their State or union territory; union territories without a legislature
// levy UTGST where the others levy SGST.
import { describe, expect, it } from '@jest/globals';
import { GST_STATES, stateName, stateTaxName } from '@samvida/machines';

describe('GST states', () => {
  it('names every state code a GSTIN may start with', () => {
    expect([stateName('27'), stateName('29'), stateName('07'), stateName('38'), stateName('00')]).toEqual([
      'Maharashtra',
      'Karnataka',
      'Delhi',
      'Ladakh',
      null,
    ]);
    const codes = Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0'));
    expect(Object.keys(GST_STATES).sort()).toEqual([...codes, '97', '99']);
  });

  it('levies UTGST beside CGST in Chandigarh, Ladakh, Lakshadweep, the Andaman and Nicobar Islands and Dadra and Nagar Haveli and Daman and Diu', () => {
    expect(['04', '38', '31', '35', '26'].map(stateTaxName)).toEqual(Array(5).fill('UTGST'));
    expect(['07', '34', '01', '27', null].map(stateTaxName)).toEqual(Array(5).fill('SGST'));
  });
});
