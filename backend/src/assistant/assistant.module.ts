import { Module } from '@nestjs/common';
import { AssistantController } from './assistant.controller.js';
import { AiProviderClient } from './draft-from-description/ai-provider.client.js';

@Module({
  controllers: [AssistantController],
  providers: [AiProviderClient],
})
export class AssistantModule {}
