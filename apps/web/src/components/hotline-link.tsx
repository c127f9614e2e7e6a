import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { configQuery, FALLBACK_CONFIG } from '../api/config/get-config.ts';

/** Spec 3 section 2.2: a floating chat link to the hot line (the support number in the settings). */
export function HotlineLink() {
  const { t } = useTranslation();
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  const href = config.social.whatsapp;
  if (!href) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Tooltip label={t('auth.hotlineChat')} position="left">
        <ActionIcon
          component="a"
          href={href}
          target="_blank"
          rel="noreferrer"
          size={52}
          radius="xl"
          color="cedar"
          variant="filled"
          aria-label={t('auth.hotlineChat')}
          data-testid="hotline-chat"
        >
          <IconBrandWhatsapp size={28} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
