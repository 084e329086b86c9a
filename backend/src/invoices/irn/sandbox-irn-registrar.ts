import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { IrnAcknowledgement, IrnRegistrar } from './irn-registrar.port.js';

interface Doc {
  SellerDtls: { Gstin: string };
  DocDtls: { Typ: string; No: string; Dt: string };
}

// The adapter used while no GSP is configured. It calls nothing: it computes the IRN the portal
// would (SHA-256 over GSTIN, financial year, document type and number) and says `sandbox: true`,
// so nothing downstream can mistake it for a registration.
@Injectable()
export class SandboxIrnRegistrar implements IrnRegistrar {
  register(eInvoice: Record<string, unknown>): Promise<IrnAcknowledgement> {
    const { SellerDtls, DocDtls } = eInvoice as unknown as Doc;
    const [, month, year] = DocDtls.Dt.split('/').map(Number) as [number, number, number];
    const start = month >= 4 ? year : year - 1;
    const irn = createHash('sha256')
      .update(`${SellerDtls.Gstin}${start}-${String((start + 1) % 100).padStart(2, '0')}${DocDtls.Typ}${DocDtls.No}`)
      .digest('hex');
    return Promise.resolve({
      irn,
      ackNo: `SANDBOX-${irn.slice(0, 12)}`,
      ackDate: DocDtls.Dt,
      sandbox: true,
      // Only the IRP signs a QR code; the sandbox has no key to.
      signedQrCode: null,
    });
  }
}
