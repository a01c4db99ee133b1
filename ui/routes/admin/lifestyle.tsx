import { createFileRoute } from '@tanstack/react-router';
import { LifestyleOptions } from '../../features/admin/reference/lifestyle-options';
import { usePageTitle } from '../../lib/page-title';

/** /admin/lifestyle: the option lists members pick from on their profiles (decision 0804). */
export const Route = createFileRoute('/admin/lifestyle')({
  component: Page,
});

function Page() {
  usePageTitle('Lifestyle options');
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Lifestyle options</h1>
        <p className="mt-1 max-w-3xl text-stone-700">
          The choices members see for eating, drinking and smoking habits, marital status, family and the other lists of the profile. An option in use can be
          renamed but not removed.
        </p>
      </div>
      <LifestyleOptions />
    </div>
  );
}
