import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

export { PRERENDERED_PAGES } from '@/app/public-pages';

// The build's server entry: the app as a guest sees it at `path`, as HTML, every lazy screen loaded.
// main.tsx hydrates it with the same tree under a BrowserRouter.
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // React would send a large screen apart, after the page, with an inline script to put it in
    // place, which the Content-Security-Policy blocks: the page would stay on its loader.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
