import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec 2 section 2: the end of onboarding. */
export function OnboardingEndPage() {
  useDocumentTitle('onboarding');
  const { t } = useTranslation();
  return (
    <Center py={{ base: 40, sm: 80 }} px="md">
      <Paper withBorder radius="xl" shadow="sm" p="xl" maw={520} w="100%" data-testid="onboarding-end">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={72} radius="xl" color="saffron" variant="light">
            <IconConfetti size={40} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {t('onboarding.congratulations')}
          </Title>
          <Text c="dimmed">{t('onboarding.endText')}</Text>
          <Button component={AppLink} to="/" size="md" mt="sm">
            {t('onboarding.goHome')}
          </Button>
          <Button component={AppLink} to="/seller-welcome" variant="subtle">
            {t('onboarding.seeShop')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
