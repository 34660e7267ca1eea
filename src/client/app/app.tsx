import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
