import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_HEADER } from '../src/http/challenges.ts';

/** Asks the API for a challenge and solves it as the widget would: the header that unlocks one request. */
export async function solvedChallenge(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/challenge' });
  const challenge = (response.json() as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return { [CHALLENGE_HEADER]: Buffer.from(JSON.stringify(payload)).toString('base64') };
}
