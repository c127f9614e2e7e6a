import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Pages a later piece of work fills: the link already works and says so honestly. */
export function ComingSoonPage() {
  useDocumentTitle('comingSoon');
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center py={{ base: 40, sm: 72 }} px="md">
      <Card padding="xl" maw={480} w="100%" data-testid="coming-soon">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color="saffron" variant="light">
            <IconTools size={32} />
          </ThemeIcon>
          <Title order={2} fz={24}>
            {t('system.comingSoonTitle')}
          </Title>
          <Text c="dimmed">{t('system.comingSoonText')}</Text>
          <Button
            variant="light"
            mt="xs"
            leftSection={<IconArrowLeft size={16} className="flip-rtl" />}
            onClick={() => void navigate(-1)}
          >
            {t('common.back')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
