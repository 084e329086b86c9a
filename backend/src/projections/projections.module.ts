import { Global, Module } from '@nestjs/common';
import { ProjectionProgress } from './projection-progress.js';
import { ProjectionsService } from './projections.service.js';
import { ReadYourWrites } from './read-your-writes.js';
import { StreamPartiesProjector } from './stream-parties.projector.js';

@Global()
@Module({
  providers: [ProjectionsService, ProjectionProgress, ReadYourWrites, StreamPartiesProjector],
  exports: [ProjectionsService, ProjectionProgress, ReadYourWrites],
})
export class ProjectionsModule {}
