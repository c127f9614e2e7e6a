import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconClock, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export type DashboardHomeArea = 'sales';

/** The landing page of each dashboard until its own issue brings real figures and tools. */
export function DashboardHome({ area }: { area: DashboardHomeArea }) {
  useDocumentTitle('dashboard');
  const { t } = useTranslation();
  const user = useAuthUser();
  const cards = [
    { icon: IconSparkles, title: t('dashboard.home.cardWelcomeTitle'), text: t(`dashboard.home.areaText.${area}`) },
    { icon: IconChartBar, title: t('dashboard.home.cardFiguresTitle'), text: t('dashboard.home.cardFiguresText') },
    { icon: IconClock, title: t('dashboard.home.cardSoonTitle'), text: t('system.comingSoonText') },
  ];
  return (
    <Stack gap="lg" data-testid={`dashboard-${area}`}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('dashboard.home.greeting', { name: user?.fullName || user?.userName || '' })}
          </Title>
          <Text c="dimmed">{t(`dashboard.areas.${area}`)}</Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {cards.map((card) => (
          <Card key={card.title} padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" size={38}>
                <card.icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{card.title}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {card.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
