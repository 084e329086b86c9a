import { Controller, Get, Query } from '@nestjs/common';
import { HsnSacCode, type HsnSacEntry } from '@samvida/machines';
import { z } from 'zod';
import { Public } from '../../common/auth/auth.guard.js';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe.js';
import { HsnSacMasterService } from './hsn-sac-master.service.js';

const CODE_REQUIRED = 'Enter an HSN or SAC code.';
// One code (at most 50 characters as entered), checked like an item's code.
const HsnSacParams = z.object({
  code: z
    .string({ error: CODE_REQUIRED })
    .pipe(HsnSacCode)
    .refine((code) => code !== '', { error: CODE_REQUIRED }),
});

// `GET api/Lookups/Hsn?code=`: what an HSN or SAC code covers, for the forms that take one.
@Controller('Lookups')
export class HsnSacController {
  constructor(private readonly master: HsnSacMasterService) {}

  // A code the master does not hold is refused by the schema with the message the forms show.
  @Public()
  @Get('Hsn')
  describe(@Query(new ZodValidationPipe(HsnSacParams)) query: z.infer<typeof HsnSacParams>): HsnSacEntry {
    return this.master.lookup(query.code)!;
  }
}
