import {
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus, IconSlideshow } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_IMAGES, MAX_BANNER_IMAGES } from '@souk/shared/schemas/catalog-data';
import { useCatalogueData, useSaveCatalogueItem, type ManagedBanner } from '../../api/data-entry/catalogue-data.ts';
import { BlockCard } from './block-card.tsx';
import { reportSave } from './catalogue-actions.ts';
import { CatalogueList, multipartActive } from './catalogue-list.tsx';

interface BannerValues {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  isActive: boolean;
}

/** Previews of the chosen files; the first three are labelled Carousel (spec 3 section 3). */
function ImagePreviews({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {urls.map((url, index) => (
        <Stack key={url} gap={2} align="center">
          <Image src={url} w={96} h={54} radius="sm" fit="cover" alt="" />
          {index < CAROUSEL_IMAGES ? (
            <Badge size="xs" variant="light">
              {t('dataEntry.carousel')}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {index + 1}
            </Text>
          )}
        </Stack>
      ))}
    </Group>
  );
}

function BannerForm({ initial, onDone }: { initial?: ManagedBanner; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCatalogueItem('banners');
  const [files, setFiles] = useState<File[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const form = useForm<BannerValues>({
    initialValues: {
      title: initial?.title ?? '',
      titleAr: initial?.titleAr ?? '',
      description: initial?.description ?? '',
      descriptionAr: initial?.descriptionAr ?? '',
      isActive: initial?.isActive ?? true,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, String(value));
    files.forEach((file) => body.append('images', file));
    const result = await save.mutateAsync({ id: initial?._id, body });
    if (!reportSave(t, result, form, () => t('dataEntry.alerts.bannerFailed'))) return;
    form.reset();
    setFiles([]);
    onDone?.();
  });
  const shown = files.length ? previews : (initial?.images.map((image) => image.thumbnail) ?? []);
  return (
    <form onSubmit={submit} noValidate data-testid="banner-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('dataEntry.fields.title')}
            required
            {...form.getInputProps('title')}
            data-testid="banner-title"
          />
          <TextInput label={t('dataEntry.fields.titleAr')} dir="rtl" {...form.getInputProps('titleAr')} />
          <Textarea
            label={t('dataEntry.fields.description')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={t('dataEntry.fields.descriptionAr')}
            dir="rtl"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('descriptionAr')}
          />
        </SimpleGrid>
        <Group gap="sm" align="flex-end">
          <FileButton
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(chosen) => setFiles(chosen.slice(0, MAX_BANNER_IMAGES))}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoPlus size={16} />}
                data-testid="banner-images"
              >
                {t(initial ? 'dataEntry.replaceImages' : 'dataEntry.chooseImages', { max: MAX_BANNER_IMAGES })}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('dataEntry.bannerHint', { max: MAX_BANNER_IMAGES, carousel: CAROUSEL_IMAGES })}
          </Text>
        </Group>
        {shown.length ? <ImagePreviews urls={shown} /> : null}
        <Group justify="space-between">
          <Switch label={t('productAdmin.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending} data-testid="banner-submit">
            {t(initial ? 'productAdmin.saveChanges' : 'dataEntry.add.banner')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add New Banner (spec 3 sections 2.4 and 7): up to 5 images; active banners make the home carousel. */
export function BannerBlock() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const banners = useCatalogueData('banners');
  const [editing, setEditing] = useState<ManagedBanner | null>(null);
  const rows = (banners.data ?? []).map((banner) => ({
    _id: banner._id,
    name: arabic && banner.titleAr ? banner.titleAr : banner.title,
    isActive: banner.isActive,
    leading: banner.images[0] ? (
      <Image src={banner.images[0].thumbnail} w={48} h={27} radius="xs" fit="cover" alt="" />
    ) : undefined,
    detail: t('dataEntry.imageCount', { count: banner.images.length }),
  }));
  return (
    <BlockCard
      title={t('dataEntry.blocks.banner')}
      icon={IconSlideshow}
      testId="block-banner"
      form={<BannerForm />}
      list={
        <CatalogueList
          kind="banners"
          rows={rows}
          onEdit={(id) => setEditing(banners.data?.find((banner) => banner._id === id) ?? null)}
          activeBody={multipartActive}
        />
      }
      editing={editing ? <BannerForm key={editing._id} initial={editing} onDone={() => setEditing(null)} /> : null}
      onCloseEdit={() => setEditing(null)}
    />
  );
}
