import { createFileRoute } from '@tanstack/react-router';
import { ErrorContent } from '../../components/status-page';

export const Route = createFileRoute('/_public/error')({
  component: ErrorContent,
});
