import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 1 "Footer": appears once the page is scrolled more than 300 px. */
export function ScrollToTopButton() {
  const { t, i18n } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  // The far corner from where reading starts: right in English, left in Arabic.
  return (
    <Affix position={i18n.dir() === 'rtl' ? { bottom: 24, left: 24 } : { bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            color="cedar"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t('footer.scrollTop')}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
