/**
 * The admin's entry (admin.html, built on its own by vite.admin.config.ts and
 * served for /admin and below): every admin screen, client-only, on
 * react-router's data router. Visitors never load it: the public site's
 * entry is entry-client.tsx.
 */
// The admin uses many more Mantine components than the public site (app/publicStyles.ts): the whole stylesheet.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { UiProviders } from './app/AppProviders';
import { PublicLayout } from './app/PublicLayout';
import { createAdminRouter } from './features/admin/adminRouter';
import { ADMIN_TOAST_PLACEMENT } from './lib/toastSettings';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const router = createAdminRouter(<PublicLayout />);

createRoot(container).render(
  <StrictMode>
    <UiProviders toastPlacement={ADMIN_TOAST_PLACEMENT}>
      <RouterProvider router={router} />
    </UiProviders>
  </StrictMode>,
);
