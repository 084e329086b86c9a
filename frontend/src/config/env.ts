import * as z from 'zod/mini';

// Build-time settings (Vite `VITE_*`), validated once so a bad value fails loudly at start.
const EnvSchema = z.object({
  // Origin of the API; empty means same origin (production and the dev proxy).
  VITE_API_URL: z._default(z.string(), ''),
  VITE_INTRO_VIDEO_URL: z._default(z.url(), 'https://www.youtube.com/@samvida'),
});

export const env = EnvSchema.parse(import.meta.env);
