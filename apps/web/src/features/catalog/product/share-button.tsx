import { ActionIcon, Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandFacebook, IconBrandWhatsapp, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Architecture section 5: the share popup offers the product's real address, not a placeholder. */
export function ShareButton({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="default" radius="xl" size={42} aria-label={t('product.share')} data-testid="share-button">
          <IconShare size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <ShareLinks name={name} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The popup's content, drawn only once opened: in the browser, where the page's address is known. */
function ShareLinks({ name }: { name: string }) {
  const { t } = useTranslation();
  const url = window.location.href;
  const encoded = encodeURIComponent(url);
  return (
    <Stack gap="sm" data-testid="share-popup">
      <Text fw={700} size="sm">
        {t('product.shareTitle')}
      </Text>
      <TextInput
        value={url}
        readOnly
        aria-label={t('product.productLink')}
        dir="ltr"
        data-testid="share-url"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="xs" grow>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              radius="xl"
              color={copied ? 'teal' : 'cedar'}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('product.copied') : t('product.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="xs">
        <ActionIcon
          component="a"
          href={`https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`}
          target="_blank"
          rel="noreferrer"
          variant="light"
          color="green"
          radius="xl"
          aria-label="WhatsApp"
        >
          <IconBrandWhatsapp size={18} />
        </ActionIcon>
        <ActionIcon
          component="a"
          href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
          target="_blank"
          rel="noreferrer"
          variant="light"
          color="blue"
          radius="xl"
          aria-label="Facebook"
        >
          <IconBrandFacebook size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
