import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-us/contact-message.entity.js';
import { ContactUsHandler } from './contact-us/contact-us.handler.js';
import { GeneralController } from './general.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage])],
  controllers: [GeneralController],
  providers: [ContactUsHandler],
})
export class GeneralModule {}
