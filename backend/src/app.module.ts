import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from '../../migrations/index.js';
import { AccessTokenService } from './common/auth/access-token.service.js';
import { AuthGuard } from './common/auth/auth.guard.js';
import { SessionLiveness } from './common/auth/session-liveness.js';
import { ActingBusiness } from './common/auth/acting-business.js';
import { MemberActivityInterceptor } from './common/auth/member-activity.interceptor.js';
import { MemberRoleGuard } from './common/auth/member-role.guard.js';
import { TeamModule } from './accounts/team/team.module.js';
import { Clock, SystemClock } from './common/clock.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { RateLimiter } from './common/rate-limit/rate-limiter.js';
import { DomainExceptionFilter } from './common/http/domain-exception.filter.js';
import { ResponseInterceptor } from './common/http/response.interceptor.js';
import { PdfModule } from './common/pdf/pdf.module.js';
import { RUNTIME, type Runtime } from './config/runtime.js';
import { entities } from './database/entities.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { AgreementsModule } from './agreements/agreements.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { TxnNotesModule } from './txn-notes/txn-notes.module.js';
import { AuditModule } from './audit/audit.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { DevModule } from './dev/dev.module.js';
import { LookupsModule } from './lookups/lookups.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { TermGroupsModule } from './term-groups/term-groups.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { ProposalsModule } from './proposals/proposals.module.js';
import { PurchaseOrdersModule } from './purchase-orders/purchase-orders.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { GeneralModule } from './general/general.module.js';
import { EventStoreModule } from './event-store/event-store.module.js';
import { ProjectionsModule } from './projections/projections.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { StreamsModule } from './streams/streams.module.js';
import { ContractCommandsModule } from './contract-commands/contract-commands.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { SignaturesModule } from './signatures/signatures.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { AssistantModule } from './assistant/assistant.module.js';

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
          extra: { max: 30 },
        }),
        CqrsModule.forRoot(),
        EventStoreModule,
        ProjectionsModule,
        StreamsModule,
        ContractCommandsModule,
        RealtimeModule,
        PdfModule,
        LookupsModule,
        NotificationsModule,
        AccountsModule,
        SubscriptionsModule.register(runtime),
        DevModule.register(runtime.env),
        GeneralModule,
        UploadsModule,
        ProposalsModule,
        CatalogueModule,
        TermGroupsModule,
        AgreementsModule,
        InvoicesModule,
        TxnNotesModule,
        PaymentsModule,
        AuditModule,
        ReportsModule,
        PurchaseOrdersModule,
        SignaturesModule,
        RemindersModule,
        AssistantModule,
        TeamModule,
      ],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        AccessTokenService,
        SessionLiveness,
        ActingBusiness,
        { provide: Clock, useClass: SystemClock },
        RateLimiter,
        RateLimitGuard,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: MemberRoleGuard },
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ResponseInterceptor },
        { provide: APP_INTERCEPTOR, useClass: MemberActivityInterceptor },
      ],
      exports: [RUNTIME, AccessTokenService, SessionLiveness, ActingBusiness, Clock, RateLimiter, RateLimitGuard],
    };
  }
}
