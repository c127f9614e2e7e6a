import { Button, Card, Flex, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_STEPS, type UpdateChannel, type UpdatePreferences } from '@souk/shared/schemas/addresses';
import {
  saveUpdatePreferences,
  UPDATE_PREFERENCES_KEY,
  useUpdatePreferences,
} from '../../api/addresses/update-preferences.ts';
import { errorText } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

/**
 * Issue 41: which order updates also go by WhatsApp or SMS, step by step (the bell and e-mail
 * always have them), to the account's phone or else the order's delivery phone.
 */
export function UpdatePreferencesCard({ userId, phone }: { userId: string; phone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: saved, isPending } = useUpdatePreferences(userId);
  const [choices, setChoices] = useState<UpdatePreferences | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved) setChoices(saved);
  }, [saved]);
  const dirty = Boolean(saved && choices && UPDATE_STEPS.some((step) => saved[step] !== choices[step]));

  const channels = [
    { value: 'none', label: t('profile.updates.none') },
    {
      value: 'whatsapp',
      label: (
        <Group gap={4} wrap="nowrap" justify="center">
          <IconBrandWhatsapp size={14} />
          <span>WhatsApp</span>
        </Group>
      ),
    },
    {
      value: 'sms',
      label: (
        <Group gap={4} wrap="nowrap" justify="center">
          <IconMessage size={14} />
          <span>{t('profile.updates.sms')}</span>
        </Group>
      ),
    },
  ];

  const save = async () => {
    if (!choices) return;
    setBusy(true);
    const result = await saveUpdatePreferences(choices);
    setBusy(false);
    if (!result.success) return toastError(translateMessage(t, errorText(result)) ?? t('errors.generic'));
    queryClient.setQueryData([...UPDATE_PREFERENCES_KEY, userId], result.data.preferences);
    toastSuccess(t('messages.updatePreferencesSaved'));
  };

  return (
    <Card padding="xl" data-testid="update-preferences">
      <Title order={3} fz={18} mb={4}>
        {t('profile.updates.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {phone ? (
          <>
            {t('profile.updates.subtitlePhone')} <bdi dir="ltr">+961 {phone}</bdi>
          </>
        ) : (
          t('profile.updates.subtitleNoPhone')
        )}
      </Text>
      {isPending || !choices ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Stack gap="sm">
          {UPDATE_STEPS.map((step) => (
            <Flex
              key={step}
              direction={{ base: 'column', xs: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', xs: 'center' }}
              gap={6}
            >
              <Text fw={500} size="sm">
                {t(`profile.updates.steps.${step}`)}
              </Text>
              <SegmentedControl
                size="xs"
                value={choices[step]}
                onChange={(value) => setChoices({ ...choices, [step]: value as UpdateChannel })}
                data={channels}
                data-testid={`update-${step}`}
              />
            </Flex>
          ))}
          <Group justify="flex-end" mt="xs">
            <Button onClick={() => void save()} loading={busy} disabled={!dirty} data-testid="update-preferences-save">
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
