import { createFileRoute } from '@tanstack/react-router';
import { NotFoundContent } from '../../components/status-page';

export const Route = createFileRoute('/_public/404')({
  component: NotFoundContent,
});
