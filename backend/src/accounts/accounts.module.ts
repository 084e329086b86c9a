import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RUNTIME } from '../config/runtime.js';
import { LookupsModule } from '../lookups/lookups.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AccountsController } from './accounts.controller.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { CheckUserQuery } from './check-user/check-user.query.js';
import { DemoAccountsSeeder } from './demo-accounts/demo-accounts.seeder.js';
import { GOOGLE_KEY_SET, GoogleIdTokenVerifier, googleKeySet } from './google-login/google-id-token.verifier.js';
import { GoogleLoginHandler } from './google-login/google-login.handler.js';
import { LoginHandler } from './login/login.handler.js';
import { LogoutHandler } from './logout/logout.handler.js';
import { OneTimeCode } from './one-time-codes/one-time-code.entity.js';
import { OneTimeCodeService } from './one-time-codes/one-time-code.service.js';
import { Passwords } from './passwords.js';
import { PlanAssignmentService } from './plan-assignment.service.js';
import { RefreshHandler } from './refresh/refresh.handler.js';
import { RegisterHandler } from './register/register.handler.js';
import { SendOtpHandler } from './send-otp/send-otp.handler.js';
import { RefreshToken } from './sessions/refresh-token.entity.js';
import { SessionService } from './sessions/session.service.js';
import { SignInResponder } from './sessions/sign-in.responder.js';
import { SigningCodesService } from './signing-codes.service.js';
import { UpdateProfileHandler } from './update-profile/update-profile.handler.js';
import { UserProfileQuery } from './user-details/user-profile.query.js';
import { User } from './user.entity.js';
import { ContractPartiesService } from './contract-parties.service.js';
import { UserDirectoryService } from './user-directory.service.js';
import { ValidateOtpHandler } from './validate-otp/validate-otp.handler.js';

// Accounts, sessions and one-time codes: plain relational data (DESIGN.md "Read models").
@Module({
  imports: [TypeOrmModule.forFeature([User, RefreshToken, OneTimeCode]), LookupsModule, NotificationsModule],
  controllers: [AccountsController],
  providers: [
    { provide: GOOGLE_KEY_SET, useFactory: googleKeySet, inject: [RUNTIME] },
    Passwords,
    SessionService,
    SignInResponder,
    OneTimeCodeService,
    GoogleIdTokenVerifier,
    RegisterHandler,
    SendOtpHandler,
    ValidateOtpHandler,
    LoginHandler,
    GoogleLoginHandler,
    ChangePasswordHandler,
    UpdateProfileHandler,
    RefreshHandler,
    LogoutHandler,
    CheckUserQuery,
    UserProfileQuery,
    DemoAccountsSeeder,
    UserDirectoryService,
    ContractPartiesService,
    PlanAssignmentService,
    SigningCodesService,
  ],
  exports: [UserDirectoryService, ContractPartiesService, PlanAssignmentService, SigningCodesService],
})
export class AccountsModule {}
