import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFrame } from '../components/public-frame';
import { PrerenderedTakeOver } from '../lib/prerendered';

/** Public pages: home, sign-in and sign-up, static pages; the build prerenders a few (decision 0014). */
export const Route = createFileRoute('/_public')({
  component: () => (
    <>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
      <PrerenderedTakeOver />
    </>
  ),
});
