import { Inject, Injectable, Logger } from '@nestjs/common';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { ProjectionProgress } from './projection-progress.js';

// Lets a command's response wait (bounded) until every read model has applied its events.
@Injectable()
export class ReadYourWrites {
  private readonly logger = new Logger('ReadYourWrites');

  constructor(
    private readonly progress: ProjectionProgress,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async waitFor(position: number): Promise<void> {
    const reached = await this.progress.waitFor(position, this.runtime.env.READ_YOUR_WRITES_TIMEOUT_MS);
    // Past the bound the write still stands; the client catches up through the live push.
    if (!reached) this.logger.warn(`projections did not reach position ${position} in time`);
  }
}
