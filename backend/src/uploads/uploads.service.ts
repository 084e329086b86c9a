import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { FileStorage } from './storage/file-storage.js';
import { Upload } from './upload.entity.js';
import { UploadStream } from './upload-stream.entity.js';
import { UploadsError } from './uploads.errors.js';

// Largest accepted upload: 1 MB (DESIGN.md "Security").
export const UPLOAD_MAX_BYTES = 1024 * 1024;
// Most bytes one user may upload in 24 hours (the quota every plan shares).
export const UPLOAD_DAILY_BYTES = 50 * UPLOAD_MAX_BYTES;

// An upload as other features show it: `url` is what the spec calls the attachment link.
export interface UploadRef {
  id: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

// The bytes of a file with what the browser needs to show it.
export interface StoredFile {
  bytes: Buffer;
  mimeType: string;
  name: string;
}

const UPLOAD_ID = /(?:^|\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

// Uploads for other features: who may read a file (its uploader, or a party of a stream it is
// attached to), reading it, attaching it to a stream, and resolving attachment references.
// A reference is an upload id or its url (`/api/General/file/<id>`, absolute or not).
@Injectable()
export class UploadsService {
  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    @InjectRepository(UploadStream) private readonly links: Repository<UploadStream>,
    private readonly storage: FileStorage,
  ) {}

  urlOf(id: string): string {
    return `/api/General/file/${id}`;
  }

  // The upload id inside a reference, or undefined when it holds none.
  idOf(reference: string): string | undefined {
    return UPLOAD_ID.exec(reference.trim())?.[1]?.toLowerCase();
  }

  refOf(upload: Upload): UploadRef {
    return {
      id: upload.id,
      url: this.urlOf(upload.id),
      name: upload.name,
      mimeType: upload.mimeType,
      size: upload.size,
    };
  }

  // The file, when `userId` may read it: 404 UPLOAD_NOT_FOUND, 403 UPLOAD_FORBIDDEN otherwise.
  async read(reference: string, userId: string): Promise<StoredFile> {
    const upload = await this.find(reference);
    if (!upload) throw new UploadsError('UPLOAD_NOT_FOUND');
    if (!(await this.mayRead(upload, userId))) throw new UploadsError('UPLOAD_FORBIDDEN');
    if (upload.deletedAt) throw new UploadsError('UPLOAD_DELETED');
    return { bytes: await this.storage.get(upload.storageKey), mimeType: upload.mimeType, name: upload.name };
  }

  // True for the uploader and for every party of a stream the upload is attached to.
  async canRead(reference: string, userId: string): Promise<boolean> {
    const upload = await this.find(reference);
    return upload !== null && (await this.mayRead(upload, userId));
  }

  // The uploads these references name, in order and without repeats, when all were uploaded by
  // `ownerId`; otherwise 400 UNKNOWN_ATTACHMENT naming the refused references.
  async ownedBy(references: readonly string[], ownerId: string): Promise<UploadRef[]> {
    const ids = references.map((reference) => this.idOf(reference));
    const known = ids.filter((id): id is string => id !== undefined);
    const rows = known.length ? await this.uploads.findBy({ id: In(known), ownerId, deletedAt: IsNull() }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const refused = references.filter((_, index) => !byId.has(ids[index] ?? ''));
    if (refused.length) throw new UploadsError('UNKNOWN_ATTACHMENT', { Attachments: refused });
    return [...new Set(known)].map((id) => this.refOf(byId.get(id)!));
  }

  // Describes uploads by id (for lists of attachments); unknown ids are left out.
  async describe(ids: readonly string[]): Promise<Map<string, UploadRef>> {
    if (!ids.length) return new Map();
    const rows = await this.uploads.findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((row) => [row.id, this.refOf(row)]));
  }

  // Deletes the bytes of the uploads attached to `streamId` and to nothing else (a file shared with
  // another stream or kept in a catalogue stays); their rows stay, marked deleted. Repeatable: the number deleted this time.
  async deleteFilesOf(streamId: string): Promise<number> {
    const doomed: { id: string; storage_key: string }[] = await this.uploads.query(
      `select u.id, u.storage_key from uploads u join upload_streams us on us.upload_id = u.id and us.stream_id = $1
        where u.deleted_at is null
          and not exists (select 1 from upload_streams o where o.upload_id = u.id and o.stream_id <> $1)
          and not exists (select 1 from catalogue_item_attachments c where c.upload_id = u.id)
          and not exists (select 1 from group_term_attachments g where g.upload_id = u.id)`,
      [streamId],
    );
    for (const { id, storage_key: key } of doomed) {
      await this.storage.delete(key);
      await this.uploads.update({ id }, { deletedAt: new Date() });
    }
    return doomed.length;
  }

  private find(reference: string): Promise<Upload | null> {
    const id = this.idOf(reference);
    return id ? this.uploads.findOneBy({ id }) : Promise.resolve(null);
  }

  private async mayRead(upload: Upload, userId: string): Promise<boolean> {
    if (upload.ownerId === userId) return true;
    const rows: unknown[] = await this.links.query(
      `select 1 from upload_streams us
         join stream_parties sp on sp.stream_id = us.stream_id
        where us.upload_id = $1 and sp.user_id = $2
        limit 1`,
      [upload.id, userId],
    );
    return rows.length > 0;
  }
}
