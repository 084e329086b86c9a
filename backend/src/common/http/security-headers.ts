import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

// socket.io connects back to this origin; attachment previews are blob: or data: images.
// Razorpay's checkout is a script from checkout.razorpay.com that opens its own frame.
const directives = {
  'connect-src': ["'self'", 'ws:', 'wss:', 'https://lumberjack.razorpay.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com'],
  'script-src': ["'self'", 'https://checkout.razorpay.com'],
  'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

const overHttps = helmet({ contentSecurityPolicy: { directives } } satisfies HelmetOptions);
// Over plain http, HSTS is meaningless and upgrade-insecure-requests breaks every sub-resource.
const overHttp = helmet({
  contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
  strictTransportSecurity: false,
} satisfies HelmetOptions);

// Security headers; HSTS and upgrade-insecure-requests only on https requests (`req.secure`,
// which honours X-Forwarded-Proto only from a proxy TRUST_PROXY names).
export const securityHeaders: RequestHandler = (request: Request, response: Response, next: NextFunction) =>
  (request.secure ? overHttps : overHttp)(request, response, next);
