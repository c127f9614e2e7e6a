import { useQuery } from '@tanstack/react-query';
import { FALLBACK_CONFIG, configQuery } from '../api/config/get-config.ts';
import { DevOutboxPage } from '../features/codes/dev-outbox-page.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /dev/outbox exists only while the server says so (no real sender); otherwise it is an unknown path. */
export function DevOutboxRoute() {
  useDocumentTitle('outbox');
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  return config.devOutbox ? <DevOutboxPage /> : <NotFoundPage />;
}
