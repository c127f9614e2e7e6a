import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PLEASE_WAIT_FOR_CODE,
  pleaseWaitForCode,
  RETURN_WINDOW_CLOSED,
  returnWindowClosedMessage,
} from '@souk/shared/messages';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import type { ApiFailure } from './api-client.ts';
import { failureText, translateMessage } from './messages.ts';

const translator = async (language: 'en' | 'ar') => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { en: { translation: en }, ar: { translation: ar } } });
  return instance.t;
};

const refusal = (message: string, retryAfterSeconds?: number): ApiFailure => ({
  success: false,
  status: 'fail',
  message,
  result: 0,
  httpStatus: 429,
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

describe('a refusal says when to try again', () => {
  it("the spec's code wait, sent with its time, reads the same in English and with that time in Arabic", async () => {
    const text = pleaseWaitForCode(75);
    expect(text).toBe('Please wait 01:15 before requesting another code.');
    expect(PLEASE_WAIT_FOR_CODE.exec(text)?.[1]).toBe('01:15');
    expect(translateMessage(await translator('en'), text)).toBe(text);
    expect(translateMessage(await translator('ar'), text)).toBe(ar.codes.pleaseWait.replace('{{time}}', '01:15'));
    // The wait is in the message already: it is not said twice.
    expect(failureText(await translator('en'), refusal(text, 75))).toBe(text);
  });

  it("any other 429 adds the Retry-After wait to its message, in the reader's language", async () => {
    expect(failureText(await translator('en'), refusal(MESSAGES.tooManyRequests, 600))).toBe(
      'Too many requests. Please wait and try again. You can try again in 10:00.',
    );
    const arabic = failureText(await translator('ar'), refusal(MESSAGES.tooManyRequests, 600));
    expect(arabic).toBe(`${ar.messages.tooManyRequests} ${ar.errors.retryIn.replace('{{time}}', '10:00')}`);
  });
});

describe('the return window refusal names the window the server has (issue 24)', () => {
  it('is found by its pattern and reads the same in English, with the days in Arabic', async () => {
    const [english, arabic] = [await translator('en'), await translator('ar')];
    for (const days of [1, 2, 7, 14, 30]) {
      const text = returnWindowClosedMessage(days);
      expect(RETURN_WINDOW_CLOSED.exec(text)?.[1]).toBe(String(days));
      expect(translateMessage(english, text)).toBe(text);
    }
    expect(returnWindowClosedMessage(1)).toBe('Returns are accepted within 1 day of delivery.');
    expect(translateMessage(arabic, returnWindowClosedMessage(14))).toBe(
      ar.messages.returnWindowClosed_many.replace('{{count}}', '14'),
    );
    expect(translateMessage(arabic, returnWindowClosedMessage(7))).toBe(
      ar.messages.returnWindowClosed_few.replace('{{count}}', '7'),
    );
    expect(translateMessage(arabic, returnWindowClosedMessage(1))).toBe(ar.messages.returnWindowClosed_one);
  });
});

describe('a server failure gives the reference support can find it by (issue 26)', () => {
  it("adds the answer's request id, in the reader's language", async () => {
    const failed: ApiFailure = {
      success: false,
      status: 'error',
      message: 'Something went wrong.',
      result: 0,
      httpStatus: 500,
      requestId: 'req-7f3a',
    };
    expect(failureText(await translator('en'), failed)).toBe('Something went wrong. Reference for support: req-7f3a');
    expect(failureText(await translator('ar'), failed)).toContain('req-7f3a');
    expect(failureText(await translator('ar'), failed)).toContain(ar.errors.reference.replace('{{id}}', 'req-7f3a'));
  });
});
