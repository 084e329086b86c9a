import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module.js';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AuditController } from './audit.controller.js';
import { AuditExportQuery } from './export/audit-export.query.js';
import { GrantAuditorAccessHandler } from './grant-auditor-access/grant-auditor-access.handler.js';
import { MerkleLeavesProjector } from './merkle/merkle-leaves.projector.js';
import { SignedHeads } from './merkle/signed-heads.js';
import { TransparencyLog } from './merkle/transparency-log.service.js';
import { TreeHeadLedger } from './merkle/tree-head-ledger.js';
import { AttachAuditorOnContactVerifiedReactor } from './reactions/attach-auditor-on-contact-verified.reactor.js';
import { EndAuditorRoomReactor } from './reactions/end-auditor-room.reactor.js';
import { AuditAccess } from './audit-access.service.js';
import { AuditorGate } from './auditor-gate/auditor-gate.interceptor.js';
import { AuditorTrail } from './auditor-gate/auditor-trail.service.js';
import { AuditorExpiry } from './read-model/auditor-expiry.service.js';
import { AuditorGrantsProjector } from './read-model/auditor-grants.projector.js';
import { AuditorsQuery } from './read-model/auditors.query.js';
import { AuditReportQuery } from './report/audit-report.query.js';
import { RevokeAuditorAccessHandler } from './revoke-auditor-access/revoke-auditor-access.handler.js';
import { loadTreeHeadKey, TREE_HEAD_KEY } from './signing/tree-head-key.js';
import { TimeTravelQuery } from './time-travel/time-travel.query.js';
import { TimelineQuery } from './timeline/timeline.query.js';
import { TransparencyLogController } from './transparency-log.controller.js';

// Audit: auditors granted per agreement (AuditorGate logs their reads and refuses the rest), the
// timeline and time travel, and the tamper-evident log: Merkle leaves over every event,
// Ed25519-signed tree heads, proofs.
@Module({
  imports: [AccountsModule, RealtimeModule, UploadsModule],
  controllers: [AuditController, TransparencyLogController],
  providers: [
    { provide: TREE_HEAD_KEY, useFactory: (runtime: Runtime) => loadTreeHeadKey(runtime.env), inject: [RUNTIME] },
    AuditAccess,
    AuditorTrail,
    { provide: APP_INTERCEPTOR, useClass: AuditorGate },
    AuditorsQuery,
    AuditorGrantsProjector,
    AuditorExpiry,
    GrantAuditorAccessHandler,
    RevokeAuditorAccessHandler,
    AttachAuditorOnContactVerifiedReactor,
    EndAuditorRoomReactor,
    MerkleLeavesProjector,
    {
      provide: TreeHeadLedger,
      useFactory: (runtime: Runtime) => TreeHeadLedger.configured(runtime.env),
      inject: [RUNTIME],
    },
    SignedHeads,
    TransparencyLog,
    TimelineQuery,
    TimeTravelQuery,
    AuditExportQuery,
    AuditReportQuery,
  ],
})
export class AuditModule {}
