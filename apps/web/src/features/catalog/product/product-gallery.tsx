import { ActionIcon, AspectRatio, Box, Group, Image, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../../api/catalog/product-types.ts';
import { responsiveImage } from '../../../components/product/responsive-image.ts';

/** Zoom factor of the hover zoom: enough to read a label on a 1200 px photo. */
const ZOOM = 2.2;

/** Spec 1 "Product detail page": thumbnails, hover zoom and previous/next arrows. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];

  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);
  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - rect.left) / rect.width) * 100,
      y: ((event.clientY - rect.top) / rect.height) * 100,
    });
  };

  return (
    <Box data-testid="product-gallery">
      <Box
        pos="relative"
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <AspectRatio ratio={1}>
          {current ? (
            <Box
              onMouseMove={onMove}
              onMouseLeave={() => setZoom(null)}
              style={{ cursor: 'zoom-in', overflow: 'hidden' }}
              bg="#f4f3ee"
            >
              <Image
                {...responsiveImage(current.large || current.url, '(min-width: 62em) 50vw, 100vw')}
                alt={current.alt_text || name}
                width={1200}
                height={1200}
                // The page's largest paint: fetched first, never lazily.
                fetchPriority="high"
                fit="cover"
                data-testid="gallery-main"
                style={{
                  width: '100%',
                  height: '100%',
                  transition: zoom ? 'none' : 'transform 160ms ease-out',
                  transform: zoom ? `scale(${ZOOM})` : 'none',
                  transformOrigin: zoom ? `${zoom.x}% ${zoom.y}%` : 'center',
                }}
              />
            </Box>
          ) : (
            <Box bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
              <IconPhoto size={56} color="var(--mantine-color-gray-5)" />
            </Box>
          )}
        </AspectRatio>
        {count > 1 ? (
          <>
            <ActionIcon
              pos="absolute"
              top="50%"
              style={{ insetInlineStart: 12, transform: 'translateY(-50%)' }}
              variant="white"
              color="dark"
              radius="xl"
              size={40}
              onClick={() => step(-1)}
              aria-label={t('product.previousPhoto')}
            >
              <IconChevronLeft size={20} className="flip-rtl" />
            </ActionIcon>
            <ActionIcon
              pos="absolute"
              top="50%"
              style={{ insetInlineEnd: 12, transform: 'translateY(-50%)' }}
              variant="white"
              color="dark"
              radius="xl"
              size={40}
              onClick={() => step(1)}
              aria-label={t('product.nextPhoto')}
            >
              <IconChevronRight size={20} className="flip-rtl" />
            </ActionIcon>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Group gap="xs" mt="sm" wrap="nowrap" style={{ overflowX: 'auto' }} py={2} px={2}>
          {images.map((image, position) => (
            <UnstyledButton
              key={`${image.url}-${position}`}
              onClick={() => setIndex(position)}
              aria-label={t('product.showPhoto', { number: position + 1 })}
              aria-current={position === index}
              w={72}
              style={{
                flexShrink: 0,
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
                outline:
                  position === index
                    ? '2px solid var(--mantine-color-cedar-6)'
                    : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: position === index ? 1 : 0,
              }}
            >
              <AspectRatio ratio={1}>
                <Image src={image.thumbnail || image.url} alt="" loading="lazy" bg="#f4f3ee" />
              </AspectRatio>
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
