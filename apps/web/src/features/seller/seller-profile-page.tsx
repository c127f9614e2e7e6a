import { Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerUpdateInput } from '@souk/shared/schemas/sellers';
import { useSellerProfile, type SellerProfile } from '../../api/sellers/get-seller-profile.ts';
import {
  askForProfileUpdateCode,
  myProfileUpdatesQuery,
  submitProfileUpdate,
  useMyProfileUpdates,
} from '../../api/sellers/profile-update.ts';
import { FormError } from '../../components/form-error.tsx';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { failureText } from '../../lib/messages.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ShopPageEditor } from './shop-page-editor.tsx';

/** The profile fields a seller may ask to change here, as text (the descriptions are the shop page's, below). */
const FIELDS = ['businessName', 'businessEmail', 'businessPhone', 'businessAddress'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { code: string };

const STATUS_COLOR = { pending: 'saffron', approved: 'cedar', declined: 'red' } as const;

const valuesOf = (profile: SellerProfile): Values => ({
  businessName: profile.businessName,
  businessEmail: profile.businessEmail ?? '',
  businessPhone: profile.businessPhone ?? '',
  businessAddress: profile.businessAddress ?? '',
  code: '',
});

/**
 * The shop's profile, and the way to change it (spec 2, seller-update): a code is e-mailed to the
 * seller, the changes are sent with it, and an admin approves or declines them; the requests and
 * their state are listed below. Its public page (issue 40) is edited here too: logo, banner and
 * descriptions, the descriptions through the same review.
 */
export function SellerProfilePage() {
  useDocumentTitle('sellerProfile');
  const { t } = useTranslation();
  const profile = useSellerProfile();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerProfile')}
        </Title>
        <Text c="dimmed">{t('sellerProfile.intro')}</Text>
      </div>
      {profile.data ? <ChangeForm profile={profile.data} /> : <Skeleton h={320} radius="lg" />}
      <ShopPageEditor />
      <MyRequests />
    </Stack>
  );
}

function ChangeForm({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(profile) });
  const field = translatedField(form, t);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const original = valuesOf(profile);
  // Only what was changed is sent: the request shows the admin what the seller asked for.
  const changes = Object.fromEntries(
    FIELDS.filter((name) => form.values[name].trim() !== original[name].trim()).map((name) => [
      name,
      form.values[name].trim(),
    ]),
  ) as SellerUpdateInput;

  const askForCode = async () => {
    setBusy(true);
    const result = await askForProfileUpdateCode();
    setBusy(false);
    toastResult(t, result);
    if (result.success) setCodeSent(true);
  };
  const send = async () => {
    setFailure(null);
    setBusy(true);
    const result = await submitProfileUpdate(form.values.code.trim(), changes);
    setBusy(false);
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(failureText(t, result));
      return;
    }
    toastResult(t, result);
    setCodeSent(false);
    // The profile stays as it is until staff approve; the request below shows what was asked.
    form.setValues(valuesOf(profile));
    void client.invalidateQueries({ queryKey: myProfileUpdatesQuery.queryKey });
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.onSubmit(() => void send())}>
        <Stack gap="sm" maw={560}>
          <TextInput
            label={t('onboarding.businessName')}
            {...field('businessName')}
            data-testid="profile-businessName"
          />
          <TextInput
            label={t('sellerProfile.businessEmail')}
            type="email"
            dir="ltr"
            {...field('businessEmail')}
            data-testid="profile-businessEmail"
          />
          <TextInput
            label={t('sellerProfile.businessPhone')}
            dir="ltr"
            {...field('businessPhone')}
            data-testid="profile-businessPhone"
          />
          <TextInput
            label={t('onboarding.businessAddress')}
            {...field('businessAddress')}
            data-testid="profile-businessAddress"
          />
          <FormError message={failure} />
          {codeSent ? (
            <>
              <TextInput
                label={t('sellerProfile.code')}
                description={t('sellerProfile.codeHint')}
                dir="ltr"
                autoComplete="one-time-code"
                {...field('code')}
                data-testid="profile-code"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => void askForCode()} disabled={busy}>
                  {t('sellerProfile.sendAgain')}
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} />}
                  loading={busy}
                  disabled={!form.values.code.trim() || Object.keys(changes).length === 0}
                  data-testid="profile-send"
                >
                  {t('sellerProfile.send')}
                </Button>
              </Group>
            </>
          ) : (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
                {t('sellerProfile.codeFirst')}
              </Text>
              <Button
                leftSection={<IconMailForward size={16} />}
                loading={busy}
                disabled={Object.keys(changes).length === 0}
                onClick={() => void askForCode()}
                data-testid="profile-ask-code"
              >
                {t('sellerProfile.askCode')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function MyRequests() {
  const { t, i18n } = useTranslation();
  const requests = useMyProfileUpdates();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text fw={700} mb="sm">
        {t('sellerProfile.requests')}
      </Text>
      {requests.isPending ? (
        <Skeleton h={80} />
      ) : requests.data?.length ? (
        <Stack gap={0}>
          {requests.data.map((request) => (
            <Group
              key={request._id}
              justify="space-between"
              align="flex-start"
              gap="sm"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="profile-request"
            >
              <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {date.format(new Date(request.createdAt))}
                </Text>
                {Object.entries(request.changes).map(([name, value]) => (
                  <Text key={name} size="sm" style={{ wordBreak: 'break-word' }}>
                    {t(`sellerProfile.fields.${name}`, { defaultValue: name })}: <span dir="auto">{value}</span>
                  </Text>
                ))}
                {request.decisionNote ? (
                  <Text size="xs" c="dimmed" dir="auto">
                    {request.decisionNote}
                  </Text>
                ) : null}
              </Stack>
              <Badge color={STATUS_COLOR[request.status]} variant="light" data-testid="profile-request-status">
                {t(`sellerProfile.status.${request.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('sellerProfile.noRequests')}
        </Text>
      )}
    </Card>
  );
}
