import { useTranslation } from 'react-i18next';
import { errorText, type ApiFailure } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';

interface Translated {
  name: string;
  translations?: { en?: { name?: string; description?: string }; ar?: { name?: string; description?: string } };
  description?: string;
}

/** Names in the reader's language, and the server's English texts translated where we know them. */
export function useLocalText() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const server = (text: string | null | undefined, fallbackKey: string): string =>
    translateMessage(t, text) ?? t(fallbackKey);
  return {
    t,
    arabic,
    name: (item: Translated) => (arabic ? item.translations?.ar?.name : item.translations?.en?.name) || item.name,
    description: (item: Translated) =>
      (arabic ? item.translations?.ar?.description : item.translations?.en?.description) || item.description || '',
    /** Spec 2 section 8: errors[0].msg, then message, then the fallback. */
    failure: (result: ApiFailure, fallbackKey: string) => server(errorText(result, ''), fallbackKey),
    server,
  };
}
