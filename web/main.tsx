import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './app/ErrorBoundary';
import { ToastProvider } from './components/Toast';
import { createAppRouter } from './router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const router = createAppRouter();

// The query cache is not provided here: routes that read server state sit under the lazily
// loaded DataLayout (router.tsx), which keeps the query library out of the first load of `/`.
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ErrorBoundary>
  </StrictMode>,
);
