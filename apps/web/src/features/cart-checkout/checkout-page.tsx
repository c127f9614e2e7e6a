import {
  Alert,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconHeadset, IconLifebuoy, IconShoppingCartOff, IconX } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { LOCATION_LABELS, locationName } from '@souk/shared/locations';
import { shippingAddressSchema, type PaymentMethod } from '@souk/shared/schemas/checkout';
import { ADDRESSES_KEY, useAddresses, type SavedAddress } from '../../api/addresses/get-addresses.ts';
import { CART_KEY, useCart } from '../../api/cart/get-cart.ts';
import { pricingFor, usePricing } from '../../api/checkout/get-pricing.ts';
import { proceedToPayment } from '../../api/checkout/proceed-to-payment.ts';
import { ORDERS_KEY, type Order } from '../../api/orders/get-order-history.ts';
import { NOTIFICATIONS_KEY } from '../../api/notifications/get-notifications.ts';
import { AppLink } from '../../components/app-link.tsx';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { useAppNavigate, withHostParam } from '../../lib/host.ts';
import { toastError } from '../../lib/toast.ts';
import { CartSkeleton, EmptyState } from './cart-page.tsx';
import { CouponBox } from './coupon-box.tsx';
import { goToHostedPayment, orderLeftUnpaid } from './hosted-payment.ts';
import { OrderDoneModals } from './order-done-modals.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentMethodModal } from './payment-method-modal.tsx';
import { SupportModal } from './support-modal.tsx';
import { useLocalText } from './use-local-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The transaction id is kept so the return to /order-history can confirm that very payment. */

function HelpCard({ onSupport }: { onSupport: () => void }) {
  const { t } = useLocalText();
  return (
    <Paper withBorder radius="lg" p="md" bg="cedar.0" data-testid="help-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="white" color="cedar" size={40} radius="xl">
            <IconLifebuoy size={22} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t('checkout.help.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('checkout.help.text')}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button
            variant="white"
            leftSection={<IconHeadset size={16} />}
            onClick={onSupport}
            data-testid="customer-service"
          >
            {t('checkout.help.customerService')}
          </Button>
          <Button
            component={AppLink}
            to="/cart"
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} />}
            data-testid="cancel-order"
          >
            {t('checkout.help.cancelOrder')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Issue 41: the buyer's saved addresses as cards to pick, and "a new address" to type one. */
function SavedAddressPicker({
  addresses,
  value,
  onPick,
}: {
  addresses: SavedAddress[];
  value: string;
  onPick: (choice: string, address?: SavedAddress) => void;
}) {
  const text = useLocalText();
  const { t } = text;
  return (
    <Radio.Group
      value={value}
      onChange={(choice) =>
        onPick(
          choice,
          addresses.find((address) => address._id === choice),
        )
      }
      label={t('checkout.addresses.deliverTo')}
      mb="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {addresses.map((address) => (
          <Radio.Card key={address._id} value={address._id} radius="md" p="sm" data-testid="saved-address">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {address.label || address.city}
                  {address.isDefault ? (
                    <Text span c="dimmed" size="xs" fw={400}>
                      {' '}
                      · {t('checkout.addresses.default')}
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" lineClamp={1}>
                  {[address.streetAddress, address.building].filter(Boolean).join(text.arabic ? '، ' : ', ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {address.city} · {locationName(address.location, text.arabic ? 'ar' : 'en')}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <bdi dir="ltr">+961 {address.phone}</bdi>
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
        <Radio.Card value="new" radius="md" p="sm" data-testid="new-address">
          <Group wrap="nowrap" gap="sm">
            <Radio.Indicator />
            <Text fw={600} size="sm">
              {t('checkout.addresses.new')}
            </Text>
          </Group>
        </Radio.Card>
      </SimpleGrid>
    </Radio.Group>
  );
}

export function CheckoutPage() {
  useDocumentTitle('checkout');
  const user = useAuthUser();
  if (!user) return <Navigate to={withHostParam('/login')} replace state={{ from: '/checkout' }} />;
  return <Checkout />;
}

function Checkout() {
  const navigate = useAppNavigate();
  const text = useLocalText();
  const { t } = text;
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const { data: cart, isPending } = useCart();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone?.replace(/^\+?961/, '') ?? '',
      streetAddress: '',
      city: '',
      location: '',
      state: '',
      zipCode: '',
      country: 'Lebanon',
      building: '',
      floor: '',
      notes: '',
    },
    validate: zod4Resolver(shippingAddressSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = translatedField(form, t);
  // Issue 41: a saved address picked (its id), or 'new' typed here and perhaps kept.
  const { data: savedAddresses } = useAddresses(user?._id ?? null);
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const [keepAddress, setKeepAddress] = useState(false);
  const pickAddress = (choice: string, address?: SavedAddress) => {
    setAddressChoice(choice);
    if (!address) return;
    const { location, city, streetAddress, building, floor, notes, phone } = address;
    form.setValues({ location, city, streetAddress, building, floor, notes, phone });
  };
  useEffect(() => {
    if (addressChoice !== null || !savedAddresses) return;
    const preferred = savedAddresses.find((address) => address.isDefault) ?? savedAddresses[0];
    pickAddress(preferred?._id ?? 'new', preferred);
    // Once, when the book first arrives: a later refresh keeps the buyer's pick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedAddresses]);
  const savedChoice = addressChoice && addressChoice !== 'new' ? addressChoice : undefined;
  const pricing = usePricing(cart?._id, form.values.location);
  const [supportOpen, setSupportOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('cash_on_delivery');
  // Issue 41: cash not offered (refused parcels, over the cap) is not the one picked; its fee shows on its own line.
  const cashOffer = pricing.data?.cashOnDelivery;
  useEffect(() => {
    if (cashOffer && !cashOffer.offered && method === 'cash_on_delivery') setMethod('credit_card');
  }, [cashOffer, method]);
  const shownPricing = pricing.data ? pricingFor(pricing.data, method === 'cash_on_delivery') : null;
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * One key until an order is made: a double click, or a retry after an answer lost on the way
   * (even from a reopened dialog), gives the same order. A refused attempt made nothing, so the
   * key stays good for the next.
   */
  const attemptKey = useRef<string | null>(null);

  const openPayment = () => {
    const checked = form.validate();
    if (checked.hasErrors) return;
    attemptKey.current ??= crypto.randomUUID();
    setFailure(null);
    setPaymentOpen(true);
  };

  const placeOrder = async () => {
    if (!cart || busy) return;
    setBusy(true);
    setFailure(null);
    const address = shippingAddressSchema.parse(form.values);
    const result = await proceedToPayment(cart._id, {
      shippingAddress: {
        firstName: address.firstName,
        lastName: address.lastName,
        email: address.email,
        phone: address.phone,
        streetAddress: address.streetAddress,
        city: address.city,
        location: address.location,
        state: address.state,
        zipCode: address.zipCode,
        building: address.building,
        floor: address.floor,
        notes: address.notes,
      },
      ...(savedChoice ? { addressId: savedChoice } : { saveAddress: keepAddress }),
      couponCode: cart.couponCode ?? '',
      paymentMethod: method,
      idempotencyKey: attemptKey.current ?? crypto.randomUUID(),
    });
    if (!result.success) {
      setBusy(false);
      if (result.httpStatus === 401) return toastError(t('checkout.loginAgain'));
      applyServerErrors(
        form,
        result.errors?.map((error) => ({ ...error, path: error.path?.replace(/^shippingAddress\./, '') })),
      );
      const message = text.failure(result, 'checkout.orderFailed');
      setFailure(message);
      toastError(message);
      return;
    }
    const order = result.data.order;
    attemptKey.current = null;
    // A first cash order waits for the code sent to the buyer's phone: its page takes it (issue 41).
    if (order.status === 'awaiting_confirmation') {
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      navigate(`/confirm-order?order=${order._id}`);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
    if (!savedChoice && keepAddress) void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
    if (method !== 'cash_on_delivery') {
      const payment = await goToHostedPayment(order._id, text.arabic ? 'ar' : 'en');
      if (payment.left) return;
      // The order is made but unpaid: no "order placed" dialogs; its Pay now is in the history.
      toastError(
        payment.failure
          ? text.failure(payment.failure, 'checkout.payment.notInitiated')
          : t('checkout.payment.notInitiated'),
      );
      navigate(`/order-history?order=${order._id}`);
      return;
    }
    setBusy(false);
    setPaymentOpen(false);
    setPlaced(order);
  };

  if (isPending)
    return (
      <Container size="xl" py="xl">
        <CartSkeleton />
      </Container>
    );

  if ((!cart || cart.items.length === 0) && !placed) {
    // Back from the payment page (or it was closed): the order is made, its cart emptied; say where it is.
    const unpaid = orderLeftUnpaid();
    return (
      <Container size="lg" py="xl">
        {unpaid ? (
          <Alert color="saffron" title={t('checkout.waitingPayment.title')} mb="lg" data-testid="order-left-unpaid">
            <Text size="sm" mb="sm">
              {t('checkout.waitingPayment.text')}
            </Text>
            <Button component={AppLink} to={`/order-history?order=${unpaid}`} size="sm">
              {t('checkout.waitingPayment.action')}
            </Button>
          </Alert>
        ) : null}
        <EmptyState
          icon={<IconShoppingCartOff size={56} stroke={1.3} color="var(--mantine-color-cedar-6)" />}
          title={t('cart.empty')}
          text={t('checkout.emptyText')}
          action={
            <Button component={AppLink} to="/all-products" mt="sm">
              {t('cart.continueShopping')}
            </Button>
          }
        />
        <OrderDoneModals order={placed} onClose={() => setPlaced(null)} />
      </Container>
    );
  }

  const locations = [
    { value: '', label: t('checkout.fields.selectLocation'), disabled: true },
    ...LOCATION_LABELS.map((label) => ({ value: label, label: locationName(label, text.arabic ? 'ar' : 'en') })),
  ];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2" mb="lg">
        {t('checkout.title')}
      </Title>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <HelpCard onSupport={() => setSupportOpen(true)} />
            <form
              onSubmit={(event) => {
                event.preventDefault();
                openPayment();
              }}
              noValidate
              id="checkout-form"
            >
              <Stack gap="lg">
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Title order={2} size="h4" mb="md">
                    {t('checkout.contact')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label={t('checkout.fields.firstName')}
                      required
                      autoComplete="given-name"
                      {...field('firstName')}
                    />
                    <TextInput
                      label={t('checkout.fields.lastName')}
                      required
                      autoComplete="family-name"
                      {...field('lastName')}
                    />
                    <TextInput
                      label={t('checkout.fields.email')}
                      required
                      type="email"
                      autoComplete="email"
                      {...field('email')}
                    />
                    <LebanonPhoneInput
                      label={t('checkout.fields.phone')}
                      required
                      {...field('phone')}
                      onChange={(value) => form.setFieldValue('phone', value)}
                    />
                  </SimpleGrid>
                </Paper>
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Title order={2} size="h4" mb="md">
                    {t('checkout.shipping')}
                  </Title>
                  {savedAddresses && savedAddresses.length > 0 ? (
                    <SavedAddressPicker
                      addresses={savedAddresses}
                      value={addressChoice ?? 'new'}
                      onPick={pickAddress}
                    />
                  ) : null}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" display={savedChoice ? 'none' : undefined}>
                    <TextInput
                      label={t('checkout.fields.street')}
                      required
                      autoComplete="street-address"
                      {...field('streetAddress')}
                    />
                    <TextInput
                      label={t('checkout.fields.city')}
                      required
                      autoComplete="address-level2"
                      {...field('city')}
                    />
                    <TextInput label={t('checkout.fields.country')} value={t('checkout.lebanon')} readOnly required />
                    <NativeSelect
                      label={t('checkout.fields.location')}
                      required
                      data={locations}
                      {...field('location')}
                      data-testid="location-select"
                    />
                    <TextInput label={t('checkout.fields.state')} autoComplete="address-level1" {...field('state')} />
                    <TextInput label={t('checkout.fields.zip')} autoComplete="postal-code" {...field('zipCode')} />
                    <TextInput label={t('checkout.fields.building')} {...field('building')} />
                    <TextInput label={t('checkout.fields.floor')} {...field('floor')} />
                    <Textarea
                      label={t('checkout.fields.notes')}
                      placeholder={t('checkout.fields.notesPlaceholder')}
                      autosize
                      minRows={1}
                      {...field('notes')}
                      style={{ gridColumn: '1 / -1' }}
                    />
                    <Checkbox
                      label={t('checkout.addresses.keep')}
                      checked={keepAddress}
                      onChange={(event) => setKeepAddress(event.currentTarget.checked)}
                      style={{ gridColumn: '1 / -1' }}
                      data-testid="keep-address"
                    />
                  </SimpleGrid>
                </Paper>
              </Stack>
            </form>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 140 }}>
            <OrderSummary
              subtotal={cart?.subtotal ?? 0}
              itemCount={cart?.totalQuantity ?? 0}
              pricing={shownPricing}
              loading={pricing.isPending}
            >
              {cart ? <CouponBox cartId={cart._id} applied={cart.couponCode} /> : null}
              {failure ? (
                <Alert color="red" data-testid="checkout-error">
                  {failure}
                </Alert>
              ) : null}
              <Button type="submit" form="checkout-form" size="md" fullWidth disabled={busy} data-testid="proceed">
                {busy ? t('checkout.proceeding') : t('checkout.proceed')}
              </Button>
            </OrderSummary>
            <Paper withBorder radius="lg" p="md">
              <Text fw={600} size="sm" mb="xs">
                {t('checkout.items', { count: cart?.totalQuantity ?? 0 })}
              </Text>
              <Stack gap={6}>
                {cart?.items.map((item) => (
                  <Group key={item.variantId} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" lineClamp={1} style={{ minWidth: 0 }}>
                      {text.name(item.product)} × {item.quantity}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <SupportModal opened={supportOpen} onClose={() => setSupportOpen(false)} />
      <PaymentMethodModal
        opened={paymentOpen}
        method={method}
        total={shownPricing?.total ?? null}
        cash={cashOffer}
        busy={busy}
        onMethod={setMethod}
        onClose={() => setPaymentOpen(false)}
        onConfirm={() => void placeOrder()}
      />
      <OrderDoneModals order={placed} onClose={() => setPlaced(null)} />
    </Container>
  );
}
