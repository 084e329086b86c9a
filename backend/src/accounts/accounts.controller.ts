import { Body, Controller, Get, HttpCode, Ip, Post, Query, UseGuards } from '@nestjs/common';
import type { Actor } from '../common/auth/access-token.service.js';
import { Public } from '../common/auth/auth.guard.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { AccountsError } from './accounts.errors.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { ChangePasswordRequest } from './change-password/change-password.request.js';
import { CheckUserHandler } from './check-user/check-user.handler.js';
import { CheckUserRequest } from './check-user/check-user.request.js';
import { GoogleLoginHandler } from './google-login/google-login.handler.js';
import { GoogleLoginRequest } from './google-login/google-login.request.js';
import { LoginHandler } from './login/login.handler.js';
import { LoginRequest } from './login/login.request.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import { RefreshRequest } from './refresh/refresh.request.js';
import { RegisterHandler } from './register/register.handler.js';
import { RegisterRequest } from './register/register.request.js';
import { SendOtpHandler } from './send-otp/send-otp.handler.js';
import { SendOtpRequest } from './send-otp/send-otp.request.js';
import { SessionService, type SessionTokens } from './sessions/session.service.js';
import type { SignInResponse } from './sessions/sign-in.responder.js';
import { UpdateProfileHandler } from './update-profile/update-profile.handler.js';
import { UpdateProfileRequest } from './update-profile/update-profile.request.js';
import { type UserProfile, UserProfileQuery } from './user-details/user-profile.query.js';
import { type ResetGrantResponse, ValidateOtpHandler } from './validate-otp/validate-otp.handler.js';
import { ValidateOtpRequest } from './validate-otp/validate-otp.request.js';

/** The account calls of spec §7 (api/Auth/*, api/POManagerAuth/getClientInfo); see docs/api.md. */
@Controller()
@UseGuards(RateLimitGuard)
export class AccountsController {
  constructor(
    private readonly registerHandler: RegisterHandler,
    private readonly sendOtpHandler: SendOtpHandler,
    private readonly validateOtpHandler: ValidateOtpHandler,
    private readonly loginHandler: LoginHandler,
    private readonly googleLoginHandler: GoogleLoginHandler,
    private readonly changePasswordHandler: ChangePasswordHandler,
    private readonly updateProfileHandler: UpdateProfileHandler,
    private readonly checkUserHandler: CheckUserHandler,
    private readonly profiles: UserProfileQuery,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @RateLimit('register')
  @Post('Auth/Register')
  async register(@Body(new ZodValidationPipe(RegisterRequest)) body: RegisterRequest, @Ip() ip: string) {
    return withMessage(await this.registerHandler.execute(body, ip), 'Registered. Enter the code sent to your phone.');
  }

  @Public()
  @RateLimit('sendOtp')
  @HttpCode(200)
  @Post('Auth/SendOtp')
  async sendOtp(@Body(new ZodValidationPipe(SendOtpRequest)) body: SendOtpRequest, @Ip() ip: string) {
    return withMessage(await this.sendOtpHandler.execute(body, ip), 'A one-time code has been sent.');
  }

  @Public()
  @RateLimit('validateOtp')
  @HttpCode(200)
  @Post('Auth/ValidateOTP')
  async validateOtp(
    @Body(new ZodValidationPipe(ValidateOtpRequest)) body: ValidateOtpRequest,
  ): Promise<SignInResponse | ResetGrantResponse> {
    const response = await this.validateOtpHandler.execute(body);
    return withMessage(response, response.message);
  }

  @Public()
  @RateLimit('login')
  @HttpCode(200)
  @Post('Auth/login')
  async login(@Body(new ZodValidationPipe(LoginRequest)) body: LoginRequest): Promise<SignInResponse> {
    const response = await this.loginHandler.execute(body);
    return withMessage(response, response.message);
  }

  @Public()
  @RateLimit('googleLogin')
  @HttpCode(200)
  @Post('Auth/Googlelogin')
  async googleLogin(
    @Body(new ZodValidationPipe(GoogleLoginRequest)) body: GoogleLoginRequest,
  ): Promise<SignInResponse> {
    const response = await this.googleLoginHandler.execute(body);
    return withMessage(response, response.message);
  }

  @Public()
  @RateLimit('checkUser')
  @HttpCode(200)
  @Post('Auth/CheckUser')
  checkUser(@Body(new ZodValidationPipe(CheckUserRequest)) body: CheckUserRequest): Promise<{ exists: boolean }> {
    return this.checkUserHandler.execute(body);
  }

  @Public()
  @RateLimit('changePassword')
  @HttpCode(200)
  @Post('Auth/ChangePassword')
  async changePassword(@Body(new ZodValidationPipe(ChangePasswordRequest)) body: ChangePasswordRequest) {
    return withMessage(
      await this.changePasswordHandler.execute(body),
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
    return this.sessions.refresh(body.RefreshToken);
  }

  /** Public: the refresh token is the credential, so a user whose access token expired can still log out. */
  @Public()
  @RateLimit('logout')
  @HttpCode(200)
  @Post('Auth/Logout')
  async logout(@Body(new ZodValidationPipe(RefreshRequest)) body: RefreshRequest) {
    await this.sessions.end(body.RefreshToken);
    return withMessage(null, 'Logged out.');
  }

  @HttpCode(200)
  @Post('Auth/UserEmpCompanyUpdate')
  async updateProfile(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(UpdateProfileRequest)) body: UpdateProfileRequest,
  ): Promise<UserProfile> {
    return withMessage(await this.updateProfileHandler.execute(actor, body), 'Profile updated.');
  }

  /** Only the caller's own details; `uid` defaults to the caller. */
  @Get('Auth/GetUserDetails')
  getUserDetails(@CurrentActor() actor: Actor, @Query('uid') uid?: string): Promise<UserProfile> {
    if (uid && uid !== actor.userId) throw new AccountsError('NOT_YOUR_ACCOUNT');
    return this.profiles.get(actor.userId);
  }

  @Get('POManagerAuth/getClientInfo')
  getClientInfo(@CurrentActor() actor: Actor): Promise<UserProfile> {
    return this.profiles.get(actor.userId);
  }
}
