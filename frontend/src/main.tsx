import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { isSignedIn } from '@/lib/session';
import '@/app/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A public page arrives prerendered as a guest sees it (src/app/prerender.tsx): a guest's first
// render matches it, so React adopts that HTML. A signed-in user's screen differs (or is another
// address), so it renders afresh, replacing it.
if (container.hasChildNodes() && !isSignedIn()) hydrateRoot(container, app);
else createRoot(container).render(app);
