import { Controller, Get, Query } from '@nestjs/common';
import type { SignedTreeHead } from '@samvida/machines';
import { Public } from '../common/auth/auth.guard.js';
import { Clock } from '../common/clock.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import {
  ConsistencyQuery,
  InclusionQuery,
  TreeHeadQuery,
  type ConsistencyParams,
  type InclusionParams,
  type TreeHeadParams,
} from './audit.request.js';
import { TransparencyLog } from './merkle/transparency-log.service.js';

// The public face of the audit log (no sign-in): the Ed25519 public key, signed tree heads and
// RFC 9162 proofs. Hashes alone reveal nothing of a contract.
@Controller('Audit')
export class TransparencyLogController {
  constructor(
    private readonly log: TransparencyLog,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Get('PublicKey')
  publicKey() {
    return { algorithm: 'Ed25519', publicKey: this.log.publicKeyHex };
  }

  @Public()
  @Get('TreeHead')
  treeHead(@Query(new ZodValidationPipe(TreeHeadQuery)) query: TreeHeadParams): Promise<SignedTreeHead> {
    return query.size ? this.log.head(query.size) : this.log.currentHead(this.clock.now());
  }

  @Public()
  @Get('InclusionProof')
  inclusion(@Query(new ZodValidationPipe(InclusionQuery)) query: InclusionParams) {
    return this.log.inclusionOfEvent(query.eventHash, query.treeSize);
  }

  @Public()
  @Get('ConsistencyProof')
  async consistency(@Query(new ZodValidationPipe(ConsistencyQuery)) query: ConsistencyParams) {
    return { first: query.first, second: query.second, proof: await this.log.consistency(query.first, query.second) };
  }
}
