import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

/** Spec 3 section 9: square, zoom 1 to 3 in steps of 0.05 starting at 1.2, PNG at quality 0.96. */
export const CROP = {
  aspect: 1,
  minZoom: 1,
  maxZoom: 3,
  step: 0.05,
  initialZoom: 1.2,
  type: 'image/png',
  quality: 0.96,
  maxSide: 1200,
} as const;

/** The crop at most `maxSide` wide, its height from the aspect (square for product photos). */
async function cropToBlob(source: string, area: Area, aspect: number): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const width = Math.min(CROP.maxSide, Math.round(area.width));
  const height = Math.max(1, Math.round(width / aspect));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), CROP.type, CROP.quality),
  );
}

/**
 * Crops one chosen image before it is uploaded: square for product photos, or to `aspect` (width over
 * height: a shop's banner is wide, issue 40). Loaded only when a crop dialog opens.
 */
export function ImageCropper({
  source,
  onDone,
  onCancel,
  aspect = CROP.aspect,
  title,
}: {
  source: string;
  onDone: (blob: Blob) => void;
  onCancel: () => void;
  aspect?: number;
  /** The dialog's title; the product photo's by default. */
  title?: string;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP.initialZoom);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened onClose={onCancel} title={title ?? t('productAdmin.cropTitle')} size="lg" centered zIndex={400}>
      <Stack>
        <div
          style={{
            position: 'relative',
            width: '100%',
            height: 360,
            background: 'var(--mantine-color-gray-9)',
            borderRadius: 8,
            overflow: 'hidden',
          }}
          data-testid="crop-area"
        >
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            minZoom={CROP.minZoom}
            maxZoom={CROP.maxZoom}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <Text size="sm" fw={500}>
          {t('productAdmin.zoom')}
        </Text>
        <Slider
          min={CROP.minZoom}
          max={CROP.maxZoom}
          step={CROP.step}
          value={zoom}
          onChange={setZoom}
          label={(value) => value.toFixed(2)}
          aria-label={t('productAdmin.zoom')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={busy}
            disabled={!area}
            data-testid="crop-save"
            onClick={async () => {
              setBusy(true);
              try {
                onDone(await cropToBlob(source, area!, aspect));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('productAdmin.cropSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
