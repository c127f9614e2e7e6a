import { useEffect } from 'react';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { goToHost } from '../../lib/host.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec 1 section 2: an unknown path sends the visitor straight to the onboarding site. */
export function NotFoundPage() {
  useDocumentTitle('notFound');
  useEffect(() => goToHost('onboarding', '/', true), []);
  return <FullPageLoader />;
}
