import { ActionIcon, Box, Group, Modal, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconCash,
  IconPackage,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRotateClockwise,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The about video, drawn in the page: the machines that serve Souk may be offline, so nothing is
 * streamed from elsewhere. Four scenes of five seconds, with play, pause and replay.
 */
const SCENES = [
  { key: 'signUp', icon: IconUserPlus, color: 'cedar' },
  { key: 'setUp', icon: IconBuildingStore, color: 'saffron' },
  { key: 'list', icon: IconPackage, color: 'cedar' },
  { key: 'sell', icon: IconCash, color: 'saffron' },
] as const;
const SCENE_MS = 5000;
const TICK_MS = 100;
const TOTAL_MS = SCENES.length * SCENE_MS;

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function Player() {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  const [playing, setPlaying] = useState(true);
  const ended = elapsed >= TOTAL_MS;
  const interval = useInterval(() => setElapsed((value) => Math.min(TOTAL_MS, value + TICK_MS)), TICK_MS);
  useEffect(() => {
    if (playing && !ended) interval.start();
    else interval.stop();
    return interval.stop;
  }, [playing, ended, interval]);

  const sceneIndex = Math.min(SCENES.length - 1, Math.floor(elapsed / SCENE_MS));
  const scene = SCENES[sceneIndex]!;
  const sceneProgress = (elapsed - sceneIndex * SCENE_MS) / SCENE_MS;

  return (
    <Box data-testid="promo-video" data-playing={playing && !ended}>
      <Box
        pos="relative"
        style={{
          aspectRatio: '16 / 9',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          background: `radial-gradient(circle at ${20 + sceneProgress * 60}% 30%, rgba(252,164,26,0.35), transparent 45%), linear-gradient(135deg, var(--mantine-color-cedar-8), var(--mantine-color-cedar-9))`,
        }}
      >
        <Stack
          key={scene.key}
          align="center"
          justify="center"
          h="100%"
          gap="sm"
          px="lg"
          className="promo-scene"
          ta="center"
        >
          <ThemeIcon
            size={72}
            radius="xl"
            color={scene.color}
            variant="filled"
            style={{ transform: `scale(${0.9 + sceneProgress * 0.15})` }}
          >
            <scene.icon size={38} />
          </ThemeIcon>
          <Text c="saffron.3" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {t('landing.video.step', { number: sceneIndex + 1 })}
          </Text>
          <Title order={3} c="white" fz={{ base: 20, sm: 28 }}>
            {t(`landing.how.steps.${scene.key}.title`)}
          </Title>
          <Text c="cedar.0" maw={460} size="sm">
            {t(`landing.how.steps.${scene.key}.text`)}
          </Text>
        </Stack>
      </Box>
      <Group gap="sm" mt="sm" wrap="nowrap">
        <ActionIcon
          radius="xl"
          size={36}
          onClick={() => {
            if (ended) {
              setElapsed(0);
              setPlaying(true);
            } else setPlaying((value) => !value);
          }}
          aria-label={ended ? t('landing.video.replay') : playing ? t('landing.video.pause') : t('landing.video.play')}
          data-testid="video-toggle"
        >
          {ended ? (
            <IconRotateClockwise size={18} />
          ) : playing ? (
            <IconPlayerPauseFilled size={16} />
          ) : (
            <IconPlayerPlayFilled size={16} />
          )}
        </ActionIcon>
        <Progress
          value={(elapsed / TOTAL_MS) * 100}
          style={{ flex: 1 }}
          size="sm"
          transitionDuration={TICK_MS}
          aria-label={t('landing.video.progress')}
        />
        <Text size="xs" c="dimmed" dir="ltr" w={76} ta="end">
          {clock(elapsed)} / {clock(TOTAL_MS)}
        </Text>
      </Group>
    </Box>
  );
}

export function PromoVideoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      radius="lg"
      title={<Text fw={800}>{t('landing.discover.videoTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open, so each opening plays from the start. */}
      {opened ? <Player /> : null}
    </Modal>
  );
}
