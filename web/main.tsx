import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/ErrorBoundary';
import { BrowserGuardedRouter } from './app/GuardedRouter';
import { RouteTreeView } from './app/RouteTree';
import { ToastProvider } from './components/Toast';
import { appRouteTree } from './router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const tree = appRouteTree();

// The query cache is not provided here: routes that read server state sit under the lazily
// loaded DataLayout (router.tsx), which keeps the query library out of the first load of `/`.
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <ToastProvider>
        <BrowserGuardedRouter>
          <RouteTreeView tree={tree} />
        </BrowserGuardedRouter>
      </ToastProvider>
    </ErrorBoundary>
  </StrictMode>,
);
