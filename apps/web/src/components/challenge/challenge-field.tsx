import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltchaWidgetElement } from 'altcha';
import { isChallengeRequired, type ApiResult } from '../../lib/api-client.ts';

/**
 * The widget fetches its challenge itself; ours comes in the API's envelope, so it reads the
 * challenge out of `data` first.
 */
const challengeFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, credentials: 'include' });
  const body = (await response.json()) as { data?: unknown };
  const headers = { 'content-type': 'application/json' };
  return new Response(JSON.stringify(body.data ?? null), { status: response.status, headers });
};

/**
 * ALTCHA's "I'm not a robot" box, loaded on demand. Ticking it solves a proof of work in the
 * browser (about a second on a phone); `onSolved` gets the payload for the next request.
 */
export function ChallengeField({ onSolved }: { onSolved: (payload: string) => void }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const [widget, setWidget] = useState<AltchaWidgetElement | null>(null);

  useEffect(() => {
    let live = true;
    let created: AltchaWidgetElement | undefined;
    void import('./altcha-setup.ts').then(() => {
      if (!live || !host.current) return;
      created = document.createElement('altcha-widget');
      created.addEventListener('verified', (event) => {
        solved.current((event as CustomEvent<{ payload: string }>).detail.payload);
      });
      host.current.append(created);
      setWidget(created);
    });
    return () => {
      live = false;
      created?.remove();
    };
  }, []);

  useEffect(() => {
    const language = i18n.language;
    void widget?.configure({ challenge: '/api/auth/challenge', fetch: challengeFetch, language, hideFooter: true });
  }, [widget, i18n.language]);

  return (
    <Box data-testid="challenge" aria-label={t('errors.challengeLabel')} role="group" ref={host} dir={i18n.dir()} />
  );
}

/**
 * Whether the form shows the widget, and a fresh one after each answer: a solution is good for
 * one request, so once it has been sent the next try needs a new one.
 */
export function useChallenge() {
  const [required, setRequired] = useState(false);
  const [round, setRound] = useState(0);
  /** Call with every answer; true when the server asked for a challenge. */
  const settle = (result: ApiResult<unknown>) => {
    const asked = !result.success && isChallengeRequired(result);
    if (asked) setRequired(true);
    if (asked || required) setRound((value) => value + 1);
    return asked;
  };
  return { required, round, settle };
}
