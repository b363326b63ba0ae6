// First: configures zod before any schema of the contracts is built.
import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/app.css';
import { i18nReady } from './lib/i18n.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

// The first render waits for the language's `common` catalogue, which the server's preload
// header has been downloading beside this chunk (ADR 0022): the first paint shows no raw keys.
// A failed download still renders (the route's error page then says so).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
void i18nReady.then(render, render);
