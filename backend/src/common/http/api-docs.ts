import type { INestApplication } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

const DOCS_PATH = '/api/docs';

// The OpenAPI document at /api/docs (UI), /api/docs-json and /api/docs-yaml. @nestjs/swagger and
// its dependencies are a third of the backend's module graph, so they load on the first request
// for the docs instead of at boot; the document is built from the running application then.
export function lazyApiDocs(app: INestApplication): RequestHandler {
  let docs: Promise<express.Express> | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.toLowerCase().startsWith(DOCS_PATH)) return next();
    docs ??= buildDocs(app);
    docs.then((handler) => handler(req, res, next), next);
  };
}

async function buildDocs(app: INestApplication): Promise<express.Express> {
  const { DocumentBuilder, SwaggerModule } = await import('@nestjs/swagger');
  const docsApp = express();
  docsApp.set('case sensitive routing', false);
  // SwaggerModule.setup registers its routes and UI assets through these two members only.
  const host = {
    getHttpAdapter: () => new ExpressAdapter(docsApp),
    useStaticAssets: (root: string, options: { prefix: string }) => docsApp.use(options.prefix, express.static(root)),
  };
  const config = new DocumentBuilder().setTitle('Samvida API').setVersion('1').addBearerAuth().build();
  SwaggerModule.setup(DOCS_PATH, host as unknown as INestApplication, () => SwaggerModule.createDocument(app, config));
  return docsApp;
}
