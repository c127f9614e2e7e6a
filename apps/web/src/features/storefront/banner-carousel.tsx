import { ActionIcon, Box, Button, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconArrowRight, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSitePath } from '@souk/shared/site-path';
import { useBanners, type Banner } from '../../api/home/get-banners.ts';
import { AppLink } from '../../components/app-link.tsx';
import { responsiveImage } from '../../components/product/responsive-image.ts';

/** A banner stays 6 s before the next slides in, unless the visitor is pointing at it. */
const AUTOPLAY_MS = 6000;

function bannerText(banner: Banner, arabic: boolean) {
  const local = arabic ? banner.translations?.ar : banner.translations?.en;
  return { title: local?.title || banner.title, description: local?.description || banner.description };
}

export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const list = banners.data ?? [];
  const count = list.length;
  const interval = useInterval(() => setIndex((value) => (value + 1) % Math.max(1, count)), AUTOPLAY_MS);
  useEffect(() => {
    if (count > 1 && !paused) interval.start();
    else interval.stop();
    return interval.stop;
  }, [count, paused, interval]);

  if (banners.isPending) return <Skeleton radius="lg" h={{ base: 200, sm: 300 }} />;
  if (banners.isError || count === 0) return null;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <Box
      pos="relative"
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        overflow: 'hidden',
        boxShadow: '0 12px 32px rgba(0,0,0,0.18)',
      }}
    >
      <Box
        style={{
          display: 'flex',
          transform: `translateX(${(arabic ? 1 : -1) * index * 100}%)`,
          transition: 'transform 500ms ease',
        }}
      >
        {list.map((banner, position) => {
          const text = bannerText(banner, arabic);
          const image = banner.images[0];
          return (
            <Box
              key={banner._id}
              aria-hidden={position !== index}
              h={{ base: 210, sm: 300 }}
              style={{ flex: '0 0 100%', backgroundColor: 'var(--mantine-color-cedar-7)', position: 'relative' }}
            >
              {image ? (
                // The first banner is the home's largest paint: fetched first; the others when shown.
                <img
                  {...responsiveImage(image.large || image.url, '(min-width: 75em) 1200px, 100vw')}
                  alt=""
                  width={1200}
                  height={300}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : null}
              <Stack
                gap={8}
                justify="center"
                h="100%"
                px={{ base: 24, sm: 64 }}
                maw={520}
                style={{ position: 'relative', zIndex: 1 }}
              >
                <Title order={2} c="white" fz={{ base: 24, sm: 34 }} lh={1.15} data-testid="banner-title">
                  {text.title}
                </Title>
                <Text c="white" fz={{ base: 'sm', sm: 'md' }} opacity={0.92}>
                  {text.description}
                </Text>
                {/* The API refuses off-site links; one stored before that is not followed either. */}
                {banner.linkUrl && isSitePath(banner.linkUrl) ? (
                  <Button
                    component={AppLink}
                    to={banner.linkUrl}
                    tabIndex={position === index ? 0 : -1}
                    color="saffron.7"
                    radius="xl"
                    mt={6}
                    w="fit-content"
                    rightSection={<IconArrowRight size={16} className="flip-rtl" />}
                  >
                    {t('home.shopNow')}
                  </Button>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Box>
      {count > 1 ? (
        <>
          <ActionIcon
            pos="absolute"
            top="50%"
            style={{ insetInlineStart: 10, transform: 'translateY(-50%)' }}
            variant="white"
            color="dark"
            radius="xl"
            size={36}
            onClick={() => step(-1)}
            aria-label={t('catalog.previous')}
            visibleFrom="sm"
          >
            <IconChevronLeft size={18} className="flip-rtl" />
          </ActionIcon>
          <ActionIcon
            pos="absolute"
            top="50%"
            style={{ insetInlineEnd: 10, transform: 'translateY(-50%)' }}
            variant="white"
            color="dark"
            radius="xl"
            size={36}
            onClick={() => step(1)}
            aria-label={t('catalog.next')}
            visibleFrom="sm"
          >
            <IconChevronRight size={18} className="flip-rtl" />
          </ActionIcon>
          <Group gap={0} pos="absolute" bottom={6} left={0} right={0} justify="center">
            {list.map((banner, position) => (
              <UnstyledButton
                key={banner._id}
                onClick={() => setIndex(position)}
                aria-label={t('home.showBanner', { number: position + 1 })}
                aria-current={position === index}
                // A touch target of at least 24 px around the 8 px dot.
                h={24}
                px={8}
                style={{ display: 'flex', alignItems: 'center' }}
              >
                <Box
                  w={position === index ? 22 : 8}
                  h={8}
                  style={{
                    borderRadius: 8,
                    background: position === index ? 'white' : 'rgba(255,255,255,0.55)',
                    transition: 'width 200ms',
                  }}
                />
              </UnstyledButton>
            ))}
          </Group>
        </>
      ) : null}
    </Box>
  );
}
