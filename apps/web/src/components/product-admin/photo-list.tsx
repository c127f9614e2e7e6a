import { ActionIcon, Badge, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@souk/shared/schemas/products';
import type { FormPhoto } from './product-form.ts';

/** The photos a product takes, as the server does. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface Props {
  label: string;
  photos: FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  /** A file was chosen for this list: it is checked and cropped before it joins. */
  onPick: (file: File) => void;
  testId: string;
}

const moved = (photos: FormPhoto[], from: number, to: number) => {
  const next = [...photos];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

/**
 * One list of photos (the product's own, or a variant's): up to six, the first shown first. Each
 * can be removed or moved earlier or later with buttons (no dragging needed, on a phone too).
 */
export function PhotoList({ label, photos, onChange, onPick, testId }: Props) {
  const { t, i18n } = useTranslation();
  // "Earlier" points to the start of the line: left in English, right in Arabic.
  const rtl = i18n.dir() === 'rtl';
  const [Earlier, Later] = rtl ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm">
        {t(label, { count: photos.length, max: MAX_PRODUCT_IMAGES })}
      </Text>
      <Group gap="sm" align="flex-start">
        {photos.map((photo, index) => (
          <Stack
            key={photo.url}
            gap={4}
            align="center"
            data-testid="form-photo"
            data-kept={'key' in photo ? 'true' : 'false'}
          >
            <div style={{ position: 'relative' }}>
              <Image src={photo.url} w={72} h={72} radius="md" alt={t('productAdmin.photoN', { n: index + 1 })} />
              {index === 0 ? (
                <Badge size="xs" variant="filled" style={{ position: 'absolute', bottom: 4, insetInlineStart: 4 }}>
                  {t('productAdmin.firstPhoto')}
                </Badge>
              ) : null}
              <ActionIcon
                size="sm"
                radius="xl"
                variant="white"
                color="red"
                style={{ position: 'absolute', top: 2, insetInlineEnd: 2, boxShadow: 'var(--mantine-shadow-xs)' }}
                aria-label={t('productAdmin.removeImage')}
                onClick={() => onChange(photos.filter((_, other) => other !== index))}
                data-testid="remove-photo"
              >
                <IconX size={14} />
              </ActionIcon>
            </div>
            <Group gap={2}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t('productAdmin.movePhotoEarlier')}
                onClick={() => onChange(moved(photos, index, index - 1))}
                data-testid="photo-earlier"
              >
                <Earlier size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                disabled={index === photos.length - 1}
                aria-label={t('productAdmin.movePhotoLater')}
                onClick={() => onChange(moved(photos, index, index + 1))}
                data-testid="photo-later"
              >
                <Later size={14} />
              </ActionIcon>
            </Group>
          </Stack>
        ))}
        {photos.length < MAX_PRODUCT_IMAGES ? (
          <FileButton accept={PHOTO_TYPES.join(',')} onChange={(file) => file && onPick(file)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                h={72}
                leftSection={<IconPhotoPlus size={18} />}
                data-testid="add-image"
              >
                {t('productAdmin.addImage')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
    </Stack>
  );
}
