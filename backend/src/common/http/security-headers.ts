import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

// socket.io connects back to this origin; attachment previews are blob: or data: images.
const directives = { 'connect-src': ["'self'", 'ws:', 'wss:'], 'img-src': ["'self'", 'data:', 'blob:'] };

const overHttps = helmet({ contentSecurityPolicy: { directives } } satisfies HelmetOptions);
// Over plain http, HSTS is meaningless and upgrade-insecure-requests breaks every sub-resource.
const overHttp = helmet({
  contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
  strictTransportSecurity: false,
} satisfies HelmetOptions);

/**
 * Security headers; HSTS and upgrade-insecure-requests only on https requests (`req.secure`,
 * which honours X-Forwarded-Proto only from a proxy TRUST_PROXY names).
 */
export const securityHeaders: RequestHandler = (request: Request, response: Response, next: NextFunction) =>
  (request.secure ? overHttps : overHttp)(request, response, next);
