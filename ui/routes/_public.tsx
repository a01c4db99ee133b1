import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFrame } from '../components/public-frame';

/** Public pages: home, sign-in and sign-up, static pages. */
export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  ),
});
