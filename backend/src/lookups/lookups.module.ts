import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LookupsController } from './lookups.controller.js';
import { LookupsService } from './lookups.service.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { UserType } from './user-type.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserType, SubscriptionPlan])],
  controllers: [LookupsController],
  providers: [LookupsService],
  exports: [LookupsService],
})
export class LookupsModule {}
