import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';

// POST api/General/upload: multipart `file` + `tempName`; the id or url goes into an Attachments list.
const Uploaded = z.object({ id: z.string(), url: z.string(), name: z.string() });
export type Uploaded = z.output<typeof Uploaded>;

export async function uploadFile(file: File): Promise<Uploaded> {
  const body = new FormData();
  body.append('file', file);
  body.append('tempName', file.name);
  return (await apiRequest('General/upload', Uploaded, { body })).data;
}

// Key of every upload in flight, so a form can wait for its files (`useIsMutating`).
export const UPLOAD_MUTATION_KEY = ['upload'];

export function useUpload() {
  return useMutation({ mutationKey: UPLOAD_MUTATION_KEY, mutationFn: uploadFile });
}
