import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { LOCATION_LABELS, locationName } from '@souk/shared/locations';
import { sellerBusinessFields } from '@souk/shared/schemas/sellers';
import { useCategories } from '../../api/catalog/get-categories.ts';
import { useSaveOnboardingChoice } from '../../api/sellers/save-onboarding-choice.ts';
import { useSellerSignup } from '../../api/sellers/seller-signup.ts';
import { useLogoutAction } from '../../app/use-logout-action.ts';
import { FormError } from '../../components/form-error.tsx';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { setUser, useAuthUser } from '../../lib/auth-store.ts';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { useAppNavigate, withHostParam } from '../../lib/host.ts';
import { failureText } from '../../lib/messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The fields each page checks when Next is pressed (spec 2 section 5). */
const PAGES = [
  z.object({
    fullName: sellerBusinessFields.fullName,
    businessName: sellerBusinessFields.businessName,
    businessPhone: sellerBusinessFields.businessPhone,
    businessEmail: sellerBusinessFields.businessEmail,
    businessDescription: sellerBusinessFields.businessDescription,
  }),
  z.object({ communicationMethod: sellerBusinessFields.communicationMethod }),
  z.object({
    productCategory: sellerBusinessFields.productCategory,
    productSubCategory: sellerBusinessFields.productSubCategory,
    businessLocation: sellerBusinessFields.businessLocation,
  }),
];

const initialValues = {
  fullName: '',
  businessName: '',
  businessPhone: '',
  businessEmail: '',
  businessDescription: '',
  communicationMethod: '',
  dataEntryChoice: 'product_managed',
  preferredCommunication: 'email',
  productCategory: '',
  productSubCategory: '',
  businessLocation: '',
  businessAddress: '',
};
type Values = typeof initialValues;

/** Empty values are dropped, except businessEmail and businessPhone (spec 2 section 3). */
const signupPayload = (values: Values) => {
  const { dataEntryChoice: _choice, preferredCommunication: _preferred, ...business } = values;
  return Object.fromEntries(
    Object.entries(business).filter(
      ([key, value]) => value !== '' || key === 'businessEmail' || key === 'businessPhone',
    ),
  );
};

/** Spec 2 sections 2 to 5: a buyer opens a shop in three steps. */
export function OnboardingPage() {
  useDocumentTitle('onboarding');
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { logout } = useLogoutAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const signup = useSellerSignup();
  const choice = useSaveOnboardingChoice();
  const categories = useCategories();
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const registration = (location.state as { email?: string; userName?: string } | null) ?? null;

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...initialValues, fullName: user?.fullName ?? '' },
  });
  const field = translatedField(form, t);

  // A seller already has a shop: its area, not a second onboarding. Read once, on arrival, so
  // becoming a seller here does not send the new seller away from the congratulations.
  const [alreadySeller] = useState(() => user?.isSeller === true);
  useEffect(() => {
    if (alreadySeller) navigate('/seller-dashboard', { replace: true });
  }, [alreadySeller, navigate]);

  const categoryOptions = useMemo(
    () =>
      (categories.data ?? []).map((category) => ({
        value: category._id,
        label: language === 'ar' ? category.nameAr : category.name,
      })),
    [categories.data, language],
  );
  const subOptions = useMemo(() => {
    const category = categories.data?.find((candidate) => candidate._id === form.values.productCategory);
    return (category?.subCategories ?? []).map((sub) => ({
      value: sub._id,
      label: language === 'ar' ? sub.nameAr : sub.name,
    }));
  }, [categories.data, form.values.productCategory, language]);
  const locationOptions = useMemo(
    () => LOCATION_LABELS.map((label) => ({ value: label, label: locationName(label, language) })),
    [language],
  );

  // With neither registration data nor a session there is no one to make a seller of.
  if (!user && !registration) return <Navigate to={withHostParam('/welcome')} replace />;

  const validatePage = (page: number) => {
    const parsed = PAGES[page]!.safeParse(form.values);
    if (parsed.success) return true;
    form.setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    return false;
  };
  const next = () => {
    if (validatePage(step)) setStep((current) => current + 1);
  };
  const back = () => {
    form.clearErrors();
    setStep((current) => current - 1);
  };

  const submit = async () => {
    setFailure(null);
    if (!user?.email) {
      setFailure(t('onboarding.loginFirst'));
      return;
    }
    if (!validatePage(2)) return;
    const created = await signup.mutateAsync(signupPayload(form.values) as Parameters<typeof signup.mutateAsync>[0]);
    if (!created.success) {
      applyServerErrors(form, created.errors);
      setFailure(failureText(t, created));
      const firstPath = created.errors?.[0]?.path;
      const page = PAGES.findIndex((schema) => firstPath !== undefined && firstPath in schema.shape);
      if (page >= 0) setStep(page);
      return;
    }
    const saved = await choice.mutateAsync({
      dataEntryChoice: form.values.dataEntryChoice,
      preferredCommunication: form.values.preferredCommunication as 'email',
    });
    if (!saved.success) {
      setFailure(t('messages.choicesFailed'));
      return;
    }
    setUser({ ...user, accountType: saved.data.userRoles as typeof user.accountType, isSeller: true });
    navigate('/onBoardingEnd', { replace: true });
  };

  const busy = signup.isPending || choice.isPending;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="xl" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {t('onboarding.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('onboarding.subtitle')}
            </Text>
          </div>
          {user ? (
            <Button
              variant="subtle"
              color="gray"
              px="xs"
              leftSection={<IconLogout size={16} className="flip-rtl" />}
              onClick={() => void logout('/')}
              data-testid="onboarding-logout"
              aria-label={t('onboarding.logout')}
              style={{ flexShrink: 0 }}
            >
              <Box component="span" visibleFrom="xs">
                {t('onboarding.logout')}
              </Box>
            </Button>
          ) : null}
        </Group>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step < 2) next();
            else void submit();
          }}
        >
          {phone ? (
            <Text fw={600} mb="xs" data-testid="onboarding-step-name">
              {t(`onboarding.step${step + 1}`)} ·{' '}
              <Text span c="dimmed" fw={400}>
                {t(`onboarding.step${step + 1}Text`)}
              </Text>
            </Text>
          ) : null}
          <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="lg" data-testid="onboarding-stepper">
            {/* Each step's fields are keyed: the Stepper draws one step at a time in the same place, and
                React would otherwise hand step 2's select (its search text too) to step 3's. */}
            <Stepper.Step
              label={phone ? undefined : t('onboarding.step1')}
              description={phone ? undefined : t('onboarding.step1Text')}
            >
              <Stack gap="sm" key="business">
                <TextInput label={t('onboarding.fullName')} required {...field('fullName')} />
                <TextInput label={t('onboarding.businessName')} required {...field('businessName')} />
                <LebanonPhoneInput
                  label={t('onboarding.businessPhone')}
                  {...field('businessPhone')}
                  onChange={(value) => form.setFieldValue('businessPhone', value)}
                />
                <TextInput label={t('onboarding.businessEmail')} type="email" {...field('businessEmail')} />
                <Textarea
                  label={t('onboarding.businessDescription')}
                  required
                  autosize
                  minRows={3}
                  maxLength={255}
                  description={t('onboarding.characters', { count: form.values.businessDescription.length, max: 255 })}
                  {...field('businessDescription')}
                />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              label={phone ? undefined : t('onboarding.step2')}
              description={phone ? undefined : t('onboarding.step2Text')}
            >
              <Stack gap="lg" key="contact">
                <Radio.Group label={t('onboarding.communicationMethod')} required {...field('communicationMethod')}>
                  <Stack gap="xs" mt="xs">
                    {(['email', 'phone', 'whatsapp'] as const).map((method) => (
                      <Radio key={method} value={method} label={t(`onboarding.methods.${method}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
                <Radio.Group label={t('onboarding.dataEntryChoice')} {...form.getInputProps('dataEntryChoice')}>
                  <Stack gap="xs" mt="xs">
                    <Radio
                      value="self_managed"
                      label={t('onboarding.selfManaged')}
                      description={t('onboarding.selfManagedText')}
                    />
                    <Radio
                      value="product_managed"
                      label={t('onboarding.managed')}
                      description={t('onboarding.managedText')}
                    />
                  </Stack>
                </Radio.Group>
                <Select
                  label={t('onboarding.preferredCommunication')}
                  data={(['email', 'phone', 'whatsapp'] as const).map((method) => ({
                    value: method,
                    label: t(`onboarding.methods.${method}`),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps('preferredCommunication')}
                />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              label={phone ? undefined : t('onboarding.step3')}
              description={phone ? undefined : t('onboarding.step3Text')}
            >
              <Stack gap="sm" key="products">
                <Select
                  label={t('onboarding.productCategory')}
                  placeholder={t('onboarding.choose')}
                  required
                  searchable
                  data={categoryOptions}
                  {...field('productCategory')}
                  // An empty choice is null to Mantine: '' kept the last choice's text in the box.
                  value={form.values.productCategory || null}
                  onChange={(value) => {
                    form.setFieldValue('productCategory', value ?? '');
                    form.setFieldValue('productSubCategory', '');
                  }}
                />
                <Select
                  label={t('onboarding.productSubCategory')}
                  placeholder={t('onboarding.choose')}
                  required
                  searchable
                  disabled={!form.values.productCategory}
                  data={subOptions}
                  {...field('productSubCategory')}
                  value={form.values.productSubCategory || null}
                  onChange={(value) => form.setFieldValue('productSubCategory', value ?? '')}
                />
                <Select
                  label={t('onboarding.businessLocation')}
                  placeholder={t('onboarding.choose')}
                  required
                  searchable
                  data={locationOptions}
                  {...field('businessLocation')}
                  value={form.values.businessLocation || null}
                  onChange={(value) => form.setFieldValue('businessLocation', value ?? '')}
                />
                <TextInput label={t('onboarding.businessAddress')} {...field('businessAddress')} />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <FormError message={failure} />
          {!user?.email && user ? (
            <Alert color="orange" mb="sm">
              {t('onboarding.loginFirst')}
            </Alert>
          ) : null}
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={back} disabled={step === 0 || busy} data-testid="onboarding-back">
              {t('onboarding.back')}
            </Button>
            <Button type="submit" loading={busy} data-testid={step < 2 ? 'onboarding-next' : 'onboarding-submit'}>
              {step < 2 ? t('onboarding.next') : t('onboarding.submit')}
            </Button>
          </Group>
        </form>
      </Paper>
    </Container>
  );
}
