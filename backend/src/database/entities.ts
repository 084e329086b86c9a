import { ProjectionCheckpoint } from '../projections/checkpoint.entity.js';
import { StreamParty } from '../projections/stream-party.entity.js';

/** Every TypeORM entity (read models and relational data). Features add theirs here. */
export const entities = [ProjectionCheckpoint, StreamParty];
