import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';

export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} className="app-link" aria-label={t('common.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="md" color="cedar" variant={inverted ? 'white' : 'filled'}>
          <IconBuildingStore size={20} stroke={1.8} />
        </ThemeIcon>
        <Text fw={800} fz={22} lh={1} c={inverted ? 'white' : 'cedar.8'} style={{ letterSpacing: '-0.02em' }}>
          {t('common.brand')}
        </Text>
      </Group>
    </AppLink>
  );
}
