import { Injectable } from '@nestjs/common';
import { UploadsService } from '../uploads/uploads.service.js';
import { AgreementError } from './agreement.errors.js';

/** Where command payloads carry attachment references: on themselves and on each of their terms. */
interface WithAttachments {
  Attachments?: string[];
  Terms?: { Attachments?: string[] }[];
}

/**
 * Attachments on terms and remarks are uploads. A party may attach what it can read (its own
 * uploads, or files already shared in one of its contracts); once the command is appended both
 * parties may read them (the uploads' sharing projection follows the events' attachment ids).
 */
@Injectable()
export class AgreementAttachments {
  constructor(private readonly uploads: UploadsService) {}

  /** `data` with every attachment reference turned into its upload id, and those ids. */
  async resolve<D extends object>(data: D, userId: string): Promise<{ data: D; uploadIds: string[] }> {
    const { Attachments, Terms } = data as WithAttachments;
    const uploadIds: string[] = [];
    const idsOf = async (references: string[]) => {
      const ids = await Promise.all(references.map((reference) => this.readableId(reference, userId)));
      uploadIds.push(...ids);
      return ids;
    };
    const resolved: WithAttachments = {};
    if (Attachments) resolved.Attachments = await idsOf(Attachments);
    if (Terms) {
      resolved.Terms = await Promise.all(
        Terms.map(async (term) => (term.Attachments ? { ...term, Attachments: await idsOf(term.Attachments) } : term)),
      );
    }
    return { data: { ...data, ...resolved }, uploadIds: [...new Set(uploadIds)] };
  }

  private async readableId(reference: string, userId: string): Promise<string> {
    const id = this.uploads.idOf(reference);
    if (!id || !(await this.uploads.canRead(id, userId))) throw new AgreementError('UNKNOWN_ATTACHMENT');
    return id;
  }
}
