import { Injectable } from '@nestjs/common';

/** Where accounts read the time, so tests can move it (code expiry, resend wait, lockouts). */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
