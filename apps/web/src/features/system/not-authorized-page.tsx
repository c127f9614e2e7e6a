import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotAuthorizedPage() {
  useDocumentTitle('notAuthorized');
  const { t } = useTranslation();
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconLock size={38} />
        </ThemeIcon>
        <Title order={1} fz={30}>
          {t('system.accessDenied')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('messages.forbidden')}
        </Text>
        <Button component={AppLink} to="/" size="md" mt="sm">
          {t('system.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
