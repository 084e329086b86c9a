import { EntityId, TransportDistance, VehicleNumber } from '@samvida/machines';
import { z } from 'zod';

// Body of `POST api/Business/EwayBillJson`: the invoice, and the vehicle and distance of the move.
export const EwayBillRequest = z.object({
  InvId: EntityId,
  VehicleNo: VehicleNumber,
  DistanceKm: TransportDistance,
});
export type EwayBillRequest = z.infer<typeof EwayBillRequest>;
