import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain.error.js';
import { UploadsService } from '../uploads/uploads.service.js';

// Where command payloads carry attachment references: on themselves and on each of their terms.
interface WithAttachments {
  Attachments?: string[];
  Terms?: { Attachments?: string[] }[];
}

const unknownAttachment = () =>
  new DomainError(
    'UNKNOWN_ATTACHMENT',
    'An attachment is not one of your uploads or of this agreement. Please upload the file again.',
    'validation',
  );

// Attachments on terms, remarks and purchase orders are uploads. A party may attach what it can
// read (its own uploads, or files already shared in one of its contracts); once the command is
// appended both parties may read them (the uploads' sharing projection follows the events' ids).
@Injectable()
export class ContractAttachments {
  constructor(private readonly uploads: UploadsService) {}

  // `data` with every attachment reference turned into its upload id, and those ids.
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
    if (!id || !(await this.uploads.canRead(id, userId))) throw unknownAttachment();
    return id;
  }
}
