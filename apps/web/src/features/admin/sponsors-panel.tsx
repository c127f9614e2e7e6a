import { Anchor, Button, FileInput, Image, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeSponsor, useManagedSponsors } from '../../api/admin/sponsors.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { EndButton, PlacementSpan, RunningBadge } from './placement-parts.tsx';
import { marketDayEnd, marketDayStart } from '../../lib/market-days.ts';

/** The home's partners strip: a sponsor's logo, link and dates; removing one ends it now. */
export function SponsorsPanel() {
  const { t } = useTranslation();
  const sponsors = useManagedSponsors();
  const change = useChangeSponsor();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const add = async () => {
    if (!logo) return;
    const form = new FormData();
    form.set('name', name);
    form.set('url', url.trim());
    form.set('startsAt', marketDayStart(from) ?? '');
    form.set('endsAt', marketDayEnd(to) ?? '');
    form.set('logo', logo);
    const result = await change.mutateAsync({ add: form });
    toastResult(t, result);
    if (result.success) {
      setName('');
      setUrl('');
      setLogo(null);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.homeLists.sponsors.intro')}
      </Text>
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('admin.homeLists.sponsors.name')}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="sponsor-name"
          />
          <TextInput
            label={t('admin.homeLists.sponsors.link')}
            placeholder="https://"
            dir="ltr"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            data-testid="sponsor-url"
          />
          <FileInput
            label={t('admin.homeLists.sponsors.logo')}
            accept="image/png,image/jpeg,image/webp"
            clearable
            leftSection={<IconPhoto size={16} />}
            placeholder={t('dataEntry.chooseImage')}
            value={logo}
            onChange={setLogo}
            data-testid="sponsor-logo"
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.startsOn')}
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.endsOn')}
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          <Button
            mt={{ sm: 24 }}
            disabled={!logo || !name.trim()}
            loading={change.isPending}
            onClick={() => void add()}
            data-testid="sponsor-add"
          >
            {t('admin.homeLists.sponsors.add')}
          </Button>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        {sponsors.data?.length ? (
          <Table verticalSpacing="sm" miw={520} data-testid="sponsors-table">
            <Table.Tbody>
              {sponsors.data.map((sponsor) => (
                <Table.Tr key={sponsor._id} data-testid="sponsor-row">
                  <Table.Td w={72}>
                    <Image src={sponsor.logo} alt="" w={56} h={56} fit="contain" radius="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {sponsor.name}
                    </Text>
                    {sponsor.url ? (
                      <Anchor href={sponsor.url} target="_blank" rel="noopener noreferrer" size="xs" dir="ltr">
                        {new URL(sponsor.url).hostname}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <PlacementSpan startsAt={sponsor.startsAt} endsAt={sponsor.endsAt} />
                  </Table.Td>
                  <Table.Td>
                    <RunningBadge running={sponsor.running} />
                  </Table.Td>
                  <Table.Td w={48}>
                    <EndButton
                      onEnd={async () => toastResult(t, await change.mutateAsync({ end: sponsor._id }))}
                      testId="sponsor-end"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {sponsors.data?.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('admin.homeLists.sponsors.empty')}
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}
