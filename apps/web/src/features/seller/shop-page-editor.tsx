import {
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconExternalLink, IconMailForward, IconPhotoPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostUrl } from '@souk/shared/hosts';
import type { SellerUpdateInput } from '@souk/shared/schemas/sellers';
import {
  askForProfileUpdateCode,
  myProfileUpdatesQuery,
  submitProfileUpdate,
} from '../../api/sellers/profile-update.ts';
import {
  saveShopPhotos,
  sellerShopPageQuery,
  useSellerShopPage,
  type SellerShopPage,
  type ShopPhotoChange,
} from '../../api/sellers/shop-page.ts';
import { FormError } from '../../components/form-error.tsx';
import { PHOTO_TYPES } from '../../components/product-admin/photo-list.tsx';
import { failureText } from '../../lib/messages.ts';
import { isServer } from '../../lib/render-env.ts';
import { toastResult } from '../../lib/toast-result.ts';

const ImageCropper = lazy(() =>
  import('../../components/product-admin/image-cropper.tsx').then((module) => ({ default: module.ImageCropper })),
);

/** The banner's shape, width over height: the shop page's band (apps/web/src/features/catalog/shop) covers it. */
const BANNER_ASPECT = 4;
const LOGO_ASPECT = 1;
const DESCRIPTION_MAX = 255;

type Photo = 'logo' | 'banner';
/** A photo chosen and cropped here, not saved yet: its bytes and a preview address. */
interface Picked {
  blob: Blob;
  url: string;
}

/** The site's colours, where the shop has no banner: as its page draws them. */
const SITE_COLOURS =
  'radial-gradient(circle at 85% 20%, var(--mantine-color-saffron-3) 0, transparent 45%), linear-gradient(120deg, var(--mantine-color-cedar-8), var(--mantine-color-cedar-5))';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');

/**
 * The shop's public page as its seller edits it (issue 40): the logo and banner, chosen and cropped
 * as product photos are (the banner wide), saved at once; the descriptions in English and Arabic,
 * sent with an e-mailed code to the profile-change review, as the profile's other fields; a link to
 * the page.
 */
export function ShopPageEditor() {
  const { t } = useTranslation();
  const shopPage = useSellerShopPage();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="shop-page-editor">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            {t('sellerProfile.shopPage.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sellerProfile.shopPage.intro')}
          </Text>
        </div>
        {shopPage.data ? <Editor shopPage={shopPage.data} /> : <Skeleton h={320} radius="md" />}
      </Stack>
    </Card>
  );
}

function Editor({ shopPage }: { shopPage: SellerShopPage }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [picked, setPicked] = useState<Partial<Record<Photo, Picked>>>({});
  const [removed, setRemoved] = useState<Partial<Record<Photo, boolean>>>({});
  const [cropping, setCropping] = useState<{ photo: Photo; source: string } | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [description, setDescription] = useState(shopPage.description);
  const [descriptionAr, setDescriptionAr] = useState(shopPage.descriptionAr);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The previews' addresses are let go when another photo replaces them, and with the page.
  const previews = useRef(picked);
  useEffect(() => {
    previews.current = picked;
  }, [picked]);
  useEffect(
    () => () => {
      for (const photo of Object.values(previews.current)) URL.revokeObjectURL(photo.url);
    },
    [],
  );
  const letGo = (photo: Photo) => {
    const url = picked[photo]?.url;
    if (url) URL.revokeObjectURL(url);
  };

  // Only what was changed is sent: the request shows staff what the seller asked for.
  const textChanges: SellerUpdateInput = {
    ...(description.trim() !== shopPage.description.trim() ? { businessDescription: description.trim() } : {}),
    ...(descriptionAr.trim() !== shopPage.descriptionAr.trim() ? { businessDescriptionAr: descriptionAr.trim() } : {}),
  };
  const textChanged = Object.keys(textChanges).length > 0;
  const photoChange: ShopPhotoChange = {
    ...(picked.logo ? { logo: picked.logo.blob } : removed.logo ? { removeLogo: true } : {}),
    ...(picked.banner ? { banner: picked.banner.blob } : removed.banner ? { removeBanner: true } : {}),
  };
  const photosChanged = Object.keys(photoChange).length > 0;
  // The English description is required once it is changed (a shop made without one may still save photos).
  const textInvalid =
    (textChanged && description.trim() === '') ||
    description.trim().length > DESCRIPTION_MAX ||
    descriptionAr.trim().length > DESCRIPTION_MAX;

  // A file that is no photo is said so here, not opened as a blank crop (as the product form does).
  const pick = async (photo: Photo, file: File | null) => {
    setPhotoProblem(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setPhotoProblem(t('productAdmin.photoNotImage'));
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return setPhotoProblem(t('productAdmin.photoUnreadable'));
    }
    setCropping({ photo, source: URL.createObjectURL(file) });
  };
  const cropped = (photo: Photo, blob: Blob) => {
    letGo(photo);
    setPicked((before) => ({ ...before, [photo]: { blob, url: URL.createObjectURL(blob) } }));
    setRemoved((before) => ({ ...before, [photo]: false }));
    closeCropper();
  };
  const closeCropper = () => {
    if (cropping) URL.revokeObjectURL(cropping.source);
    setCropping(null);
  };
  const remove = (photo: Photo) => {
    letGo(photo);
    setPicked(({ [photo]: _gone, ...others }) => others);
    setRemoved((before) => ({ ...before, [photo]: true }));
  };

  const savePhotos = async () => {
    const result = await saveShopPhotos(photoChange);
    if (!result.success) {
      setFailure(failureText(t, result));
      return false;
    }
    toastResult(t, result);
    client.setQueryData(sellerShopPageQuery.queryKey, result.data.shopPage);
    letGo('logo');
    letGo('banner');
    setPicked({});
    setRemoved({});
    return true;
  };
  const askForCode = async () => {
    const result = await askForProfileUpdateCode();
    toastResult(t, result);
    if (result.success) setCodeSent(true);
    else setFailure(failureText(t, result));
  };
  // Photos at once; the descriptions need the e-mailed code first, then wait for staff.
  const save = async () => {
    setFailure(null);
    setBusy(true);
    try {
      if (photosChanged && !(await savePhotos())) return;
      if (textChanged && !codeSent) await askForCode();
    } finally {
      setBusy(false);
    }
  };
  const sendDescriptions = async () => {
    setFailure(null);
    setBusy(true);
    const result = await submitProfileUpdate(code.trim(), textChanges);
    setBusy(false);
    if (!result.success) {
      setFailure(failureText(t, result));
      return;
    }
    toastResult(t, result);
    setCodeSent(false);
    setCode('');
    // The page keeps its descriptions until staff approve; the request below shows what was asked.
    setDescription(shopPage.description);
    setDescriptionAr(shopPage.descriptionAr);
    void client.invalidateQueries({ queryKey: myProfileUpdatesQuery.queryKey });
  };

  const logo = picked.logo?.url ?? (removed.logo ? null : shopPage.logo);
  const banner = picked.banner?.url ?? (removed.banner ? null : shopPage.banner);
  // The storefront's address of the page (the seller area may be on another host).
  const pagePath = `/shops/${shopPage.slug}`;
  const pageUrl = isServer ? pagePath : hostUrl('main', pagePath, window.location);

  return (
    <Stack gap="md" maw={720}>
      {/* The page's head as buyers will see it: the banner, the logo over its edge. */}
      <div style={{ position: 'relative', paddingBottom: 44 }}>
        <div
          style={{
            aspectRatio: `${BANNER_ASPECT} / 1`,
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            background: banner ? undefined : SITE_COLOURS,
          }}
          data-testid="shop-banner-preview"
        >
          {banner ? (
            <img
              src={banner}
              alt={t('sellerProfile.shopPage.banner')}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
        </div>
        <div
          style={{
            position: 'absolute',
            bottom: 0,
            insetInlineStart: 16,
            display: 'grid',
            placeItems: 'center',
            width: 88,
            height: 88,
            border: '4px solid var(--mantine-color-white)',
            borderRadius: '50%',
            overflow: 'hidden',
            background: 'var(--mantine-color-cedar-1)',
            color: 'var(--mantine-color-cedar-8)',
            fontSize: 30,
            fontWeight: 700,
            boxShadow: 'var(--mantine-shadow-sm)',
          }}
          data-testid="shop-logo-preview"
        >
          {logo ? (
            <img
              src={logo}
              alt={t('sellerProfile.shopPage.logo')}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <span aria-hidden>{initialsOf(shopPage.name)}</span>
          )}
        </div>
      </div>

      <Group gap="sm" wrap="wrap">
        <PhotoButtons
          photo="banner"
          has={banner !== null}
          onPick={(file) => void pick('banner', file)}
          onRemove={() => remove('banner')}
        />
        <PhotoButtons
          photo="logo"
          has={logo !== null}
          onPick={(file) => void pick('logo', file)}
          onRemove={() => remove('logo')}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('sellerProfile.shopPage.photosHint')}
      </Text>
      <FormError message={photoProblem} />

      <Textarea
        label={t('sellerProfile.shopPage.descriptionEn')}
        autosize
        minRows={2}
        maxLength={DESCRIPTION_MAX}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={textChanged && description.trim() === '' ? t('messages.businessDescriptionRequired') : undefined}
        dir="ltr"
        data-testid="shop-description-en"
      />
      <Textarea
        label={t('sellerProfile.shopPage.descriptionAr')}
        description={t('sellerProfile.shopPage.descriptionArHint')}
        autosize
        minRows={2}
        maxLength={DESCRIPTION_MAX}
        value={descriptionAr}
        onChange={(event) => setDescriptionAr(event.currentTarget.value)}
        dir="rtl"
        lang="ar"
        data-testid="shop-description-ar"
      />
      <Text size="sm" c="dimmed">
        {t('sellerProfile.shopPage.review')}
      </Text>
      <FormError message={failure} />

      {codeSent ? (
        <>
          <TextInput
            label={t('sellerProfile.code')}
            description={t('sellerProfile.codeHint')}
            dir="ltr"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            data-testid="shop-page-code"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void askForCode()} disabled={busy}>
              {t('sellerProfile.sendAgain')}
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              loading={busy}
              disabled={!code.trim() || !textChanged || textInvalid}
              onClick={() => void sendDescriptions()}
              data-testid="shop-page-send"
            >
              {t('sellerProfile.send')}
            </Button>
          </Group>
        </>
      ) : null}

      <Group justify="space-between" gap="sm">
        {shopPage.visible ? (
          <Anchor href={pageUrl} target="_blank" rel="noopener" data-testid="view-shop-page">
            <Group gap={4} component="span" wrap="nowrap">
              {t('sellerProfile.shopPage.view')}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" data-testid="shop-page-hidden">
            {t('sellerProfile.shopPage.notVisible')}
          </Text>
        )}
        {/* Once the code is asked for, Save keeps saving photos; the descriptions go with the code above. */}
        <Button
          leftSection={textChanged && !photosChanged && !codeSent ? <IconMailForward size={16} /> : undefined}
          loading={busy}
          disabled={!(photosChanged || (textChanged && !codeSent)) || (textChanged && !codeSent && textInvalid)}
          onClick={() => void save()}
          data-testid="shop-page-save"
        >
          {t('sellerProfile.shopPage.save')}
        </Button>
      </Group>

      {cropping ? (
        <Suspense fallback={null}>
          <ImageCropper
            source={cropping.source}
            aspect={cropping.photo === 'banner' ? BANNER_ASPECT : LOGO_ASPECT}
            title={t(
              cropping.photo === 'banner' ? 'sellerProfile.shopPage.cropBanner' : 'sellerProfile.shopPage.cropLogo',
            )}
            onCancel={closeCropper}
            onDone={(blob) => cropped(cropping.photo, blob)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Choose (and crop) a photo, or take the current one off. */
function PhotoButtons({
  photo,
  has,
  onPick,
  onRemove,
}: {
  photo: Photo;
  has: boolean;
  onPick: (file: File | null) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <FileButton accept={PHOTO_TYPES.join(',')} onChange={onPick}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPhotoPlus size={16} />}
            data-testid={`choose-${photo}`}
          >
            {t(photo === 'banner' ? 'sellerProfile.shopPage.chooseBanner' : 'sellerProfile.shopPage.chooseLogo')}
          </Button>
        )}
      </FileButton>
      {has ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={onRemove}
          data-testid={`remove-${photo}`}
        >
          {t(photo === 'banner' ? 'sellerProfile.shopPage.removeBanner' : 'sellerProfile.shopPage.removeLogo')}
        </Button>
      ) : null}
    </Group>
  );
}
