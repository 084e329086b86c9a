import { ApiError, refreshTokens } from '@/api/client';
import { env } from '@/config/env';
import { getSession } from '@/lib/session';

// GET api/General/file/<id> needs the bearer token (docs/api.md "Uploads"), so files are fetched
// and shown from blob urls rather than linked directly.
async function fetchWithToken(url: string): Promise<Response> {
  const token = getSession().token;
  return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

// The bytes of an uploaded file from its `link` (`/api/General/file/<id>`), renewing the token once if needed.
export async function fetchFile(link: string): Promise<Blob> {
  const url = new URL(`${env.VITE_API_URL}${link}`, window.location.origin).toString();
  let response = await fetchWithToken(url).catch(() => undefined);
  if (response?.status === 401 && (await refreshTokens())) response = await fetchWithToken(url);
  if (!response) throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  if (!response.ok) throw new ApiError('Not able to open the attachment.', response.status);
  return response.blob();
}
