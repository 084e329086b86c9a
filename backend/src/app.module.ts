import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from '../../migrations/index.js';
import { AccessTokenService } from './common/auth/access-token.service.js';
import { AuthGuard } from './common/auth/auth.guard.js';
import { DomainExceptionFilter } from './common/http/domain-exception.filter.js';
import { ResponseInterceptor } from './common/http/response.interceptor.js';
import { RUNTIME, type Runtime } from './config/runtime.js';
import { entities } from './database/entities.js';
import { GeneralController } from './general/general.controller.js';

@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: runtime.databaseUrl,
          entities,
          migrations,
          extra: { max: 20 },
        }),
      ],
      controllers: [GeneralController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        AccessTokenService,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ResponseInterceptor },
      ],
      exports: [RUNTIME, AccessTokenService],
    };
  }
}
