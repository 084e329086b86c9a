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
  if (!response.ok) throw new ApiError(await refusalOf(response), response.status);
  return response.blob();
}

// The server's own words when it refused in its JSON envelope (a period it cannot file, an invoice
// with no credit note), else a plain fallback.
async function refusalOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'Not able to open the attachment.';
}
