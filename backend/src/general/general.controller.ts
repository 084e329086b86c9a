import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/auth/auth.guard.js';

/** `GET /api/General/Connect`: the client's reachability check. */
@Controller('General')
export class GeneralController {
  @Public()
  @Get('Connect')
  connect(): { connected: true; time: string } {
    return { connected: true, time: new Date().toISOString() };
  }
}
