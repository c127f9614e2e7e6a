import { Button, Group, Paper, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';

/**
 * The desk's first step (spec 3 section 2.8): a phone number typed after +961, searched on demand;
 * the server's 'No user found…' (or seller) shows under the box.
 */
export function PhoneSearch<T>({
  search,
  onFound,
  testId,
  initialPhone = '',
}: {
  search: (phone: string) => Promise<ApiResult<T>>;
  onFound: (data: T) => void;
  testId: string;
  initialPhone?: string;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (digits: string) => {
    if (!digits) {
      setError(t('messages.csPhoneRequired'));
      return;
    }
    setBusy(true);
    const result = await search(digits);
    setBusy(false);
    if (result.success) {
      setError(null);
      onFound(result.data);
    } else setError(translateMessage(t, result.message) ?? result.message);
  };

  // Opened with a number (a support message turned into a ticket): it is searched at once.
  const searchedInitial = useRef(false);
  useEffect(() => {
    if (initialPhone && !searchedInitial.current) {
      searchedInitial.current = true;
      void submit(initialPhone);
    }
  });

  return (
    <Paper withBorder radius="lg" p="md" maw={520}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(phone);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <LebanonPhoneInput
            label={t('cs.phone')}
            value={phone}
            onChange={setPhone}
            className="cs-phone-search"
            data-testid={`${testId}-phone`}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={busy} data-testid={`${testId}-search`}>
            {t('cs.search')}
          </Button>
        </Group>
        {error ? (
          <Text c="red" size="sm" mt="xs" data-testid={`${testId}-error`}>
            {error}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}
