import { z } from 'zod';

// The text fields of `POST api/General/upload` (multipart); `file` is the file part.
export const UploadFileRequest = z.object({
  // The name to show for the file; defaults to the file part's own name.
  tempName: z.string().trim().max(200).optional(),
});
export type UploadFileRequest = z.infer<typeof UploadFileRequest>;
