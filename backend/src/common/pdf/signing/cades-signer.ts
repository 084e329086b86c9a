import { createHash, createPrivateKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { PdfSigningIdentity } from './pdf-signing-identity.js';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
};

const { Class, Type } = forge.asn1;
const node = (type: forge.asn1.Type, value: forge.asn1.Asn1[]) => forge.asn1.create(Class.UNIVERSAL, type, true, value);
const sequence = (...items: forge.asn1.Asn1[]) => node(Type.SEQUENCE, items);
const set = (...items: forge.asn1.Asn1[]) => node(Type.SET, items);
const tagged = (...items: forge.asn1.Asn1[]) => forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, items);
const oid = (id: string) => forge.asn1.create(Class.UNIVERSAL, Type.OID, false, forge.asn1.oidToDer(id).getBytes());
const integer = (value: number) =>
  forge.asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.asn1.integerToDer(value).getBytes());
const octets = (bytes: Buffer) => forge.asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const nothing = () => forge.asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const fromDer = (bytes: Buffer) => forge.asn1.fromDer(bytes.toString('binary'));
const toDer = (value: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(value).getBytes(), 'binary');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

// The CMS signature of a PDF's signed byte ranges as PAdES baseline B-B asks for it
// (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached): detached SHA-256 content, signed attributes
// content-type, message-digest and the ESS signing-certificate-v2 naming the signer's certificate,
// and no signing-time attribute (the signature dictionary's M entry carries the time).
export class CadesSigner extends Signer {
  private readonly key: KeyObject;
  private readonly certificates: Buffer[];
  private readonly issuerAndSerial: forge.asn1.Asn1;
  private readonly signatureAlgorithm: forge.asn1.Asn1;
  // The most bytes a signature takes: the certificates, plus the signer's issuer name, attributes
  // and a signature of up to 4096-bit RSA.
  readonly maxLength: number;

  constructor(identity: PdfSigningIdentity) {
    super();
    this.key = createPrivateKey(identity.privateKey);
    this.certificates = identity.certificates.map((pem) => new X509Certificate(pem).raw);
    this.issuerAndSerial = issuerAndSerialOf(this.certificates[0]!);
    this.signatureAlgorithm =
      this.key.asymmetricKeyType === 'ec'
        ? sequence(oid(OID.ecdsaWithSha256))
        : sequence(oid(OID.rsaEncryption), nothing());
    this.maxLength = this.certificates.reduce((total, der) => total + der.length, 0) + 4096;
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const attributes = this.signedAttributes(content);
    const signerInfo = sequence(
      integer(1),
      this.issuerAndSerial,
      sequence(oid(OID.sha256)),
      tagged(...attributes),
      this.signatureAlgorithm,
      // What is signed is the attributes' DER as a SET (RFC 5652 §5.4).
      octets(sign('sha256', toDer(set(...attributes)), this.key)),
    );
    const signedData = sequence(
      integer(1),
      set(sequence(oid(OID.sha256))),
      sequence(oid(OID.data)),
      tagged(...this.certificates.map(fromDer)),
      set(signerInfo),
    );
    return toDer(sequence(oid(OID.signedData), tagged(signedData)));
  }

  // In DER order (a SET's members sorted by their encoding), as they are signed.
  private signedAttributes(content: Buffer): forge.asn1.Asn1[] {
    const attribute = (type: string, value: forge.asn1.Asn1) => toDer(sequence(oid(type), set(value)));
    // ESSCertIDv2 with the default hash algorithm (SHA-256): the certificate's hash alone.
    const signingCertificate = sequence(sequence(sequence(octets(sha256(this.certificates[0]!)))));
    return [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(content))),
      attribute(OID.signingCertificateV2, signingCertificate),
    ]
      .sort(Buffer.compare)
      .map(fromDer);
  }
}

// The SignerIdentifier: the certificate's issuer name and serial number, as its own bytes give them.
function issuerAndSerialOf(certificate: Buffer): forge.asn1.Asn1 {
  const tbs = (fromDer(certificate).value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
  // The version field ([0]) is left out of version 1 certificates.
  const fields = tbs[0]!.tagClass === Class.CONTEXT_SPECIFIC ? tbs.slice(1) : tbs;
  const [serial, , issuer] = fields;
  return sequence(issuer!, serial!);
}
