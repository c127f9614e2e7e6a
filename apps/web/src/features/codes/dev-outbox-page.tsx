import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Container,
  CopyButton,
  Group,
  Loader,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBrandWhatsapp,
  IconCheck,
  IconCopy,
  IconInbox,
  IconMail,
  IconMessage2,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOutbox, type OutboxMessage } from '../../api/dev/get-outbox.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { intlLocale } from '../../lib/locale-format.ts';

const CHANNEL_ICONS = { sms: IconMessage2, whatsapp: IconBrandWhatsapp, email: IconMail } as const;

/** The first 6-digit number of a message standing alone (not an order number's SK100123): the code a person came here to copy. */
const codeIn = (body: string) => /(?<![\dA-Za-z])(\d{6})(?!\d)/.exec(body)?.[1] ?? null;

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const Icon = CHANNEL_ICONS[message.channel] ?? IconMail;
  const code = codeIn(message.body);
  // Western digits in both languages, as the rest of the site writes numbers.
  const sentAt = new Date(message.createdAt).toLocaleString(intlLocale(currentLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <Card padding="lg" data-testid="outbox-message">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" radius="xl" size={38}>
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text
                fw={600}
                dir="ltr"
                style={{ unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}
                data-testid="outbox-to"
              >
                {message.to}
              </Text>
              <Text size="xs" c="dimmed">
                {sentAt}
              </Text>
            </Stack>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="cedar">
              {t(`codes.methods.${message.channel}`)}
            </Badge>
            <Badge variant="outline" color={message.status === 'failed' ? 'red' : 'gray'}>
              {t(`codes.outbox.status.${message.status}`, { defaultValue: message.status })}
            </Badge>
          </Group>
        </Group>
        {message.subject ? (
          <Text size="sm" fw={500} dir="auto" ta="start">
            {message.subject}
          </Text>
        ) : null}
        {code ? (
          <Group
            gap="xs"
            p="sm"
            bg="cedar.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            justify="space-between"
            wrap="nowrap"
          >
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('codes.outbox.code')}
              </Text>
              <Text fw={800} fz={22} ff="monospace" dir="ltr" lts={4} data-testid="outbox-code">
                {code}
              </Text>
            </Group>
            <CopyButton value={code} timeout={1500}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('codes.outbox.copied') : t('codes.outbox.copy')} withArrow>
                  <ActionIcon variant="subtle" color="cedar" onClick={copy} aria-label={t('codes.outbox.copy')}>
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {message.html ? (
          <Tabs defaultValue="html" variant="outline" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">{t('codes.outbox.asSent')}</Tabs.Tab>
              <Tabs.Tab value="text">{t('codes.outbox.plainText')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <EmailPreview html={message.html} title={t('codes.outbox.preview')} />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <PlainBody body={message.body} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <PlainBody body={message.body} />
        )}
      </Stack>
    </Card>
  );
}

/** Messages mix English and Arabic lines: each line takes its own direction. */
function PlainBody({ body }: { body: string }) {
  return (
    <Box p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="outbox-body">
      {body.split('\n').map((line, index) => (
        <Text
          key={index}
          size="sm"
          dir="auto"
          ta="start"
          mih={line ? undefined : '0.75em'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {line}
        </Text>
      ))}
    </Box>
  );
}

/**
 * The e-mail's HTML in a sandboxed frame: no script runs (no allow-scripts), links open in a new
 * tab, and the frame grows to the e-mail's height once it has loaded.
 */
function EmailPreview({ html, title }: { html: string; title: string }) {
  const [height, setHeight] = useState(480);
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      data-testid="outbox-html"
      onLoad={(event) => {
        const page = event.currentTarget.contentDocument?.documentElement;
        if (page) setHeight(page.scrollHeight + 4);
      }}
      style={{
        width: '100%',
        height,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        background: '#f3f5f4',
      }}
    />
  );
}

/**
 * /dev/outbox: what the server would have sent while no real e-mail, SMS or WhatsApp sender is
 * configured, newest first, so a person can finish a sign-up or a reset locally.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(params.get('to') ?? '');
  const [debounced] = useDebouncedValue(filter, 300);
  const { data, isPending, isError, isFetching, refetch } = useOutbox(debounced);

  // The filter lives in the address too, so a link to one recipient's messages can be shared.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.trim()) next.set('to', debounced.trim());
        else next.delete('to');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('codes.outbox.title')}
            </Title>
            <Badge color="saffron" variant="light">
              {t('codes.outbox.devOnly')}
            </Badge>
          </Group>
          <Text c="dimmed">{t('codes.outbox.text')}</Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('codes.outbox.filter')}
            placeholder={t('codes.outbox.filterPlaceholder')}
            leftSection={<IconSearch size={16} />}
            // A number or an address reads left to right even on an Arabic page; the icon stays put.
            styles={{ input: { unicodeBidi: 'plaintext' } }}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            rightSection={isFetching && !isPending ? <Loader size={14} /> : null}
          />
          <Tooltip label={t('codes.outbox.refresh')} withArrow>
            <ActionIcon
              variant="default"
              size={36}
              mt={24}
              onClick={() => void refetch()}
              aria-label={t('codes.outbox.refresh')}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {isPending ? (
          <Stack gap="md">
            <Skeleton h={140} radius="lg" />
            <Skeleton h={140} radius="lg" />
          </Stack>
        ) : isError ? (
          <Text c="red.7">{t('codes.outbox.loadFailed')}</Text>
        ) : data.length === 0 ? (
          <Card padding="xl">
            <Stack align="center" ta="center" gap="xs" data-testid="outbox-empty">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconInbox size={28} />
              </ThemeIcon>
              <Text fw={600}>{t('codes.outbox.empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('codes.outbox.emptyText')}
              </Text>
            </Stack>
          </Card>
        ) : (
          <Stack gap="md">
            {data.map((message, index) => (
              <MessageCard key={`${index}-${message.createdAt}-${message.to}`} message={message} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
