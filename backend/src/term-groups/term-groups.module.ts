import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module.js';
import { DeleteTermGroupHandler } from './delete-term-group/delete-term-group.handler.js';
import { GroupTermAttachment } from './group-term-attachment.entity.js';
import { GroupTerm } from './group-term.entity.js';
import { GroupTermsQuery } from './list-group-terms/group-terms.query.js';
import { TermGroupsQuery } from './list-term-groups/term-groups.query.js';
import { OwnedTermGroups } from './owned-term-groups.js';
import { RemoveGroupTermHandler } from './remove-group-term/remove-group-term.handler.js';
import { RemoveTermAttachmentHandler } from './remove-term-attachment/remove-term-attachment.handler.js';
import { AddGroupTermHandler, UpdateGroupTermHandler } from './save-group-term/save-group-term.handler.js';
import { AddTermGroupHandler, UpdateTermGroupHandler } from './save-term-group/save-term-group.handler.js';
import { TermGroup } from './term-group.entity.js';
import { TermGroupsController } from './term-groups.controller.js';
import { TermGroupsService } from './term-groups.service.js';

// Users' reusable term groups: plain relational data (DESIGN.md "Read models").
@Module({
  imports: [TypeOrmModule.forFeature([TermGroup, GroupTerm, GroupTermAttachment]), UploadsModule],
  controllers: [TermGroupsController],
  providers: [
    OwnedTermGroups,
    TermGroupsQuery,
    GroupTermsQuery,
    AddTermGroupHandler,
    UpdateTermGroupHandler,
    DeleteTermGroupHandler,
    AddGroupTermHandler,
    UpdateGroupTermHandler,
    RemoveGroupTermHandler,
    RemoveTermAttachmentHandler,
    TermGroupsService,
  ],
  exports: [TermGroupsService],
})
export class TermGroupsModule {}
