import { Avatar, Box, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSponsors } from '../../api/home/get-sponsors.ts';

/** The brands that sponsor the storefront; nothing shows when there are none or they fail to load. */
export function SponsorsStrip() {
  const { t } = useTranslation();
  const sponsors = useSponsors();
  if (!sponsors.data?.length) return null;
  return (
    <Box component="section" data-testid="sponsors">
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="md">
        {t('home.sponsors')}
      </Title>
      <Group gap="sm">
        {sponsors.data.map((sponsor) => {
          const content = (
            <Paper withBorder radius="xl" px="md" py={8}>
              <Group gap={10} wrap="nowrap">
                {/* The name is written beside the logo: the logo itself says nothing more to a screen reader. */}
                <Avatar src={sponsor.logo} alt="" radius="xl" size={32} color="cedar" imageProps={{ loading: 'lazy' }}>
                  {sponsor.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Text fw={600} size="sm" tt="capitalize">
                  {sponsor.name}
                </Text>
              </Group>
            </Paper>
          );
          return sponsor.url ? (
            <a key={sponsor._id} href={sponsor.url} target="_blank" rel="noreferrer" className="app-link">
              {content}
            </a>
          ) : (
            <Box key={sponsor._id}>{content}</Box>
          );
        })}
      </Group>
    </Box>
  );
}
