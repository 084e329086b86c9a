import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';

// POST api/Business/EwayBillJson: the e-way bill portal's bulk-generation JSON of a goods invoice.
const EwayBill = z.object({ version: z.string(), billLists: z.array(z.record(z.string(), z.unknown())) });
export type EwayBill = z.output<typeof EwayBill>;

export const ewayBillJson = async (InvId: string, VehicleNo: string, DistanceKm: number): Promise<EwayBill> =>
  (await apiRequest('Business/EwayBillJson', EwayBill, { body: { InvId, VehicleNo, DistanceKm } })).data;

// Saves `json` as a file the portal's bulk generation takes.
export function saveJson(json: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  URL.revokeObjectURL(url);
}
