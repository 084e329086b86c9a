import { Injectable } from '@nestjs/common';

// Where the server reads the time, so tests can move it (code expiry, resend wait, lockouts, limits).
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
