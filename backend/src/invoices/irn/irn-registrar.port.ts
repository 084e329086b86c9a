// What the Invoice Registration Portal answers for a registered e-invoice.
export interface IrnAcknowledgement {
  // 64 hex characters: SHA-256 of supplier GSTIN, financial year, document type and number.
  irn: string;
  ackNo: string;
  ackDate: string;
  // True when no GST Suvidha Provider is configured: the IRN is computed locally and is not registered.
  sandbox: boolean;
  // The IRP's signed QR code (a JWT the invoice prints as a QR code); null when none was answered.
  signedQrCode: string | null;
}

// Registers an e-invoice (IRP JSON 1.1) with the GST Invoice Registration Portal. The portal is
// reached only through a GST Suvidha Provider (GSP) with its own credentials; an adapter per GSP
// implements this port.
export interface IrnRegistrar {
  register(eInvoice: Record<string, unknown>): Promise<IrnAcknowledgement>;
}

export const IRN_REGISTRAR = Symbol('IRN_REGISTRAR');
