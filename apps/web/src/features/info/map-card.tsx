import { Box, Group, Text } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The contact page's map, drawn here: an embedded map would load tiles from the internet, which
 * the machines that serve Souk may not reach. A stylised Beirut waterfront with our pin.
 */
export function MapCard() {
  const { t } = useTranslation();
  return (
    <Box
      pos="relative"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
      data-testid="map-card"
    >
      <svg
        viewBox="0 0 600 320"
        width="100%"
        role="img"
        aria-label={t('info.contact.mapLabel')}
        style={{ display: 'block' }}
      >
        <rect width="600" height="320" fill="#eef2ea" />
        {/* The sea to the west and north. */}
        <path
          d="M0 0 H600 V70 C520 95 470 60 400 88 C330 116 300 80 240 110 C170 145 120 120 70 170 C40 200 20 250 0 270 Z"
          fill="#cfe3ef"
        />
        {/* Parks. */}
        <ellipse cx="420" cy="220" rx="60" ry="34" fill="#d5e8cf" />
        <rect x="140" y="230" width="90" height="50" rx="10" fill="#d5e8cf" />
        {/* Main roads. */}
        <g stroke="#ffffff" strokeWidth="12" fill="none" strokeLinecap="round">
          <path d="M40 230 C160 170 260 150 600 140" />
          <path d="M300 320 C310 240 330 180 380 100" />
          <path d="M90 320 C150 260 230 230 600 250" />
        </g>
        <g stroke="#f6d78b" strokeWidth="6" fill="none" strokeLinecap="round">
          <path d="M40 230 C160 170 260 150 600 140" />
        </g>
        {/* Streets. */}
        <g stroke="#ffffff" strokeWidth="4" fill="none">
          <path d="M200 140 L230 320" />
          <path d="M460 110 L480 320" />
          <path d="M120 200 L600 200" />
          <path d="M540 90 L560 320" />
        </g>
        <text x="470" y="50" fill="#6a8fa6" fontSize="16" fontStyle="italic" fontFamily="Inter, sans-serif">
          Mediterranean
        </text>
      </svg>
      <Box pos="absolute" style={{ left: '55%', top: '36%', transform: 'translate(-50%, -100%)' }}>
        <IconMapPinFilled
          size={44}
          color="var(--mantine-color-red-6)"
          style={{ filter: 'drop-shadow(0 3px 4px rgba(0,0,0,0.3))' }}
        />
      </Box>
      <Group
        pos="absolute"
        bottom={12}
        style={{ insetInlineStart: 12 }}
        bg="white"
        px="sm"
        py={6}
        gap={6}
        wrap="nowrap"
        className="map-label"
      >
        <IconMapPinFilled size={16} color="var(--mantine-color-red-6)" />
        <Text size="sm" fw={600}>
          {t('info.contact.address')}
        </Text>
      </Group>
    </Box>
  );
}
