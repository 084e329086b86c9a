import { createHash } from 'node:crypto';
import { unsignedDocument } from '../../common/pdf/signing/unsigned-document.js';

// The lower-case hex SHA-256 the parties sign: of the contract document as rendered, without the
// platform's PDF signature that every downloaded file carries (the file's own SHA-256 differs).
export const documentSha256 = (pdf: Buffer): string => createHash('sha256').update(unsignedDocument(pdf)).digest('hex');
