import { Injectable, type OnModuleInit } from '@nestjs/common';
import { useHsnSacMaster, type HsnSacEntry, type HsnSacMaster } from '@samvida/machines';
import { HSN_CHAPTERS, SAC_CODES } from './hsn-sac-master.data.js';
import { describeHsn, loadHsnTariff, type HsnTariff } from './hsn-tariff.js';

const table = (lines: string): Map<string, string> =>
  new Map(
    lines
      .trim()
      .split('\n')
      .map((line) => line.split('\t') as [string, string]),
  );

// The GST HSN/SAC master the server checks item codes against and describes them from. At start it
// plugs itself into the machines' code fields, so every request schema with a code checks it here.
@Injectable()
export class HsnSacMasterService implements HsnSacMaster, OnModuleInit {
  private tables: { chapters: Map<string, string>; sac: Map<string, string>; tariff: HsnTariff } | undefined;

  onModuleInit(): void {
    useHsnSacMaster(this);
  }

  // A SAC by its own entry; an HSN code by the HSN master's tariff items: an 8-digit code must be
  // an item, a 4- or 6-digit code the heading of one or more (see describeHsn).
  lookup(code: string): HsnSacEntry | null {
    const { chapters, sac, tariff } = this.load();
    if (code.startsWith('99')) {
      const description = sac.get(code);
      return description ? { code, kind: 'SAC', description } : null;
    }
    const title = chapters.get(code.slice(0, 2));
    const description = title && describeHsn(tariff, code, { code: code.slice(0, 2), title });
    return description ? { code, kind: 'HSN', description } : null;
  }

  // Read and parsed on first use (see README.md for the time and memory it takes).
  private load() {
    return (this.tables ??= { chapters: table(HSN_CHAPTERS), sac: table(SAC_CODES), tariff: loadHsnTariff() });
  }
}
