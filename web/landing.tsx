import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/ErrorBoundary';
import { LandingRouter } from './app/LandingRouter';
import { RootLayout } from './app/RootLayout';
import { HomePage } from './features/site/HomePage';
import { PublicLayout } from './features/site/PublicLayout';
import './styles/global.css';

// The landing page: what a browser gets when it opens `/` directly. The same HomePage as the
// app's `/` route, built on its own (vite.config.ts, mode 'landing') with only what the page
// needs, so the first visit of a YouTuber or freelancer loads under 100 KB of script. Links
// from here load the app (index.html); inside the app, `/` is a normal route again.

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <LandingRouter>
        <RootLayout>
          <PublicLayout>
            <HomePage />
          </PublicLayout>
        </RootLayout>
      </LandingRouter>
    </ErrorBoundary>
  </StrictMode>,
);
