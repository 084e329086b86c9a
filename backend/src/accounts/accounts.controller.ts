import { Body, Controller, Get, HttpCode, Ip, Post, Query, UseGuards } from '@nestjs/common';
import type { MemberRole } from '@samvida/machines';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '../common/auth/access-token.service.js';
import { Public } from '../common/auth/auth.guard.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { AccountsError } from './accounts.errors.js';
import { ChangePasswordCommand } from './change-password/change-password.command.js';
import { ChangePasswordRequest } from './change-password/change-password.request.js';
import { CheckUserQuery } from './check-user/check-user.query.js';
import { CheckUserRequest } from './check-user/check-user.request.js';
import { GoogleLoginCommand } from './google-login/google-login.command.js';
import { GoogleLoginRequest } from './google-login/google-login.request.js';
import { LoginCommand } from './login/login.command.js';
import { LoginRequest } from './login/login.request.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import { LogoutCommand } from './logout/logout.command.js';
import { RefreshCommand } from './refresh/refresh.command.js';
import { RefreshRequest } from './refresh/refresh.request.js';
import { RegisterCommand } from './register/register.command.js';
import { RegisterRequest } from './register/register.request.js';
import { SendOtpCommand } from './send-otp/send-otp.command.js';
import { SendOtpRequest } from './send-otp/send-otp.request.js';
import type { SessionTokens } from './sessions/session.service.js';
import type { SignInResponse } from './sessions/sign-in.responder.js';
import { UpdateProfileCommand } from './update-profile/update-profile.command.js';
import { UpdateProfileRequest } from './update-profile/update-profile.request.js';
import { type UserProfile, UserProfileQuery } from './user-details/user-profile.query.js';
import type { ResetGrantResponse } from './validate-otp/validate-otp.handler.js';
import { ValidateOtpCommand } from './validate-otp/validate-otp.command.js';
import { ValidateOtpRequest } from './validate-otp/validate-otp.request.js';

// The account calls of spec §7 (api/Auth/*, api/POManagerAuth/getClientInfo); see docs/api.md.
@Controller()
@UseGuards(RateLimitGuard)
export class AccountsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly checkUserQuery: CheckUserQuery,
    private readonly profiles: UserProfileQuery,
  ) {}

  @Public()
  @RateLimit('register')
  @Post('Auth/Register')
  async register(@Body(new ZodValidationPipe(RegisterRequest)) body: RegisterRequest, @Ip() ip: string) {
    return withMessage(
      await this.commandBus.execute(new RegisterCommand(body, ip)),
      'Registered. Enter the code sent to your phone.',
    );
  }

  @Public()
  @RateLimit('sendOtp')
  @HttpCode(200)
  @Post('Auth/SendOtp')
  async sendOtp(@Body(new ZodValidationPipe(SendOtpRequest)) body: SendOtpRequest, @Ip() ip: string) {
    return withMessage(await this.commandBus.execute(new SendOtpCommand(body, ip)), 'A one-time code has been sent.');
  }

  @Public()
  @RateLimit('validateOtp')
  @HttpCode(200)
  @Post('Auth/ValidateOTP')
  async validateOtp(
    @Body(new ZodValidationPipe(ValidateOtpRequest)) body: ValidateOtpRequest,
  ): Promise<SignInResponse | ResetGrantResponse> {
    const response = await this.commandBus.execute(new ValidateOtpCommand(body));
    return withMessage(response, response.message);
  }

  @Public()
  @RateLimit('login')
  @HttpCode(200)
  @Post('Auth/login')
  async login(@Body(new ZodValidationPipe(LoginRequest)) body: LoginRequest): Promise<SignInResponse> {
    const response = await this.commandBus.execute(new LoginCommand(body));
    return withMessage(response, response.message);
  }

  @Public()
  @RateLimit('googleLogin')
  @HttpCode(200)
  @Post('Auth/Googlelogin')
  async googleLogin(
    @Body(new ZodValidationPipe(GoogleLoginRequest)) body: GoogleLoginRequest,
  ): Promise<SignInResponse> {
    const response = await this.commandBus.execute(new GoogleLoginCommand(body));
    return withMessage(response, response.message);
  }

  @Public()
  @RateLimit('checkUser')
  @HttpCode(200)
  @Post('Auth/CheckUser')
  checkUser(@Body(new ZodValidationPipe(CheckUserRequest)) body: CheckUserRequest): Promise<{ exists: boolean }> {
    return this.checkUserQuery.check(body);
  }

  @Public()
  @RateLimit('changePassword')
  @HttpCode(200)
  @Post('Auth/ChangePassword')
  async changePassword(@Body(new ZodValidationPipe(ChangePasswordRequest)) body: ChangePasswordRequest) {
    return withMessage(
      await this.commandBus.execute(new ChangePasswordCommand(body)),
      'Password changed. Sign in with the new password.',
    );
  }

  @Public()
  @RateLimit('refresh')
  @HttpCode(200)
  @Post('Auth/Refresh')
  async refresh(
    @Body(new ZodValidationPipe(RefreshRequest)) body: RefreshRequest,
  ): Promise<SessionTokens & { userId: string }> {
    return this.commandBus.execute(new RefreshCommand(body));
  }

  // Public: the refresh token is the credential, so a user whose access token expired can still log out.
  @Public()
  @RateLimit('logout')
  @HttpCode(200)
  @Post('Auth/Logout')
  async logout(@Body(new ZodValidationPipe(RefreshRequest)) body: RefreshRequest) {
    await this.commandBus.execute(new LogoutCommand(body));
    return withMessage(null, 'Logged out.');
  }

  @HttpCode(200)
  @Needs('business')
  @Post('Auth/UserEmpCompanyUpdate')
  async updateProfile(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(UpdateProfileRequest)) body: UpdateProfileRequest,
  ): Promise<UserProfile> {
    return withMessage(await this.commandBus.execute(new UpdateProfileCommand(actor, body)), 'Profile updated.');
  }

  // Only the details of the caller's business (their own account, or the one they are a member
  // of), with their role in it; `uid` defaults to it.
  @Get('Auth/GetUserDetails')
  async getUserDetails(
    @CurrentActor() actor: Actor,
    @Query('uid') uid?: string,
  ): Promise<UserProfile & { memberRole: MemberRole }> {
    if (uid && uid !== actor.userId) throw new AccountsError('NOT_YOUR_ACCOUNT');
    return { ...(await this.profiles.get(actor.userId)), memberRole: actor.memberRole ?? 'owner' };
  }

  @Get('POManagerAuth/getClientInfo')
  getClientInfo(@CurrentActor() actor: Actor): Promise<UserProfile> {
    return this.profiles.get(actor.userId);
  }
}
