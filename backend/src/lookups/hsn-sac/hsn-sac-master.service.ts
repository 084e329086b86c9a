import { Injectable, type OnModuleInit } from '@nestjs/common';
import { useHsnSacMaster, type HsnSacEntry, type HsnSacMaster } from '@samvida/machines';
import { HSN_CHAPTERS, SAC_CODES } from './hsn-sac-master.data.js';

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
  private tables: { chapters: Map<string, string>; sac: Map<string, string> } | undefined;

  onModuleInit(): void {
    useHsnSacMaster(this);
  }

  // A SAC by its own entry; an HSN code by its chapter (the master shipped holds no finer HSN level).
  lookup(code: string): HsnSacEntry | null {
    const { chapters, sac } = this.load();
    if (code.startsWith('99')) {
      const description = sac.get(code);
      return description ? { code, kind: 'SAC', description } : null;
    }
    const chapter = chapters.get(code.slice(0, 2));
    return chapter ? { code, kind: 'HSN', description: `Chapter ${code.slice(0, 2)}: ${chapter}` } : null;
  }

  // Parsed on first use.
  private load() {
    return (this.tables ??= { chapters: table(HSN_CHAPTERS), sac: table(SAC_CODES) });
  }
}
