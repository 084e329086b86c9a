// The PDF pool's worker entry when the backend runs from its TypeScript source (jest, through
// @swc/jest): a worker thread cannot load .ts itself, so it first registers source-hooks.mjs,
// which transpiles with swc as jest does, then loads pdf-render.worker.ts. The built backend (tsc's
// output, the bundle, the Docker image) starts pdf-render.worker.js instead and never loads this.
import { register } from 'node:module';

register('./source-hooks.mjs', import.meta.url);
const { default: renderPdf } = await import('./pdf-render.worker.ts');

export default renderPdf;
