import { Global, Module } from '@nestjs/common';
import { AgreementEntitiesProjector } from './agreement-entities.projector.js';
import { ProjectionProgress } from './projection-progress.js';
import { ProjectionsService } from './projections.service.js';
import { ReadYourWrites } from './read-your-writes.js';
import { StreamPartiesProjector } from './stream-parties.projector.js';

@Global()
@Module({
  providers: [
    ProjectionsService,
    ProjectionProgress,
    ReadYourWrites,
    StreamPartiesProjector,
    AgreementEntitiesProjector,
  ],
  exports: [ProjectionsService, ProjectionProgress, ReadYourWrites, StreamPartiesProjector],
})
export class ProjectionsModule {}
