import { SetMetadata } from '@nestjs/common';

export const AUDITED_READ = 'samvida:audited-read';

// Marks a GET a contract's auditor may make and says in words what it reads ("invoice PDF"). The
// audit feature's AuditorGate refuses it once the grant has ended and otherwise logs it; a route
// without this mark answers 403 to an auditor of the contract it names.
export const AuditedRead = (what: string) => SetMetadata(AUDITED_READ, what);
