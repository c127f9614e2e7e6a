import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { holdsLink, QUESTION_MAX } from '../question-rules.ts';

const text = (required: string, tooLong: string, noLinks: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(QUESTION_MAX, tooLong)
    .refine((value) => !holdsLink(value), noLinks);

/** A buyer's question on a product. */
export const askQuestionSchema = z.object({
  question: text(MESSAGES.questionRequired, MESSAGES.questionTooLong, MESSAGES.questionNoLinks),
});
export type AskQuestionInput = z.output<typeof askQuestionSchema>;

/** The shop's answer. */
export const answerQuestionSchema = z.object({
  answer: text(MESSAGES.answerRequired, MESSAGES.answerTooLong, MESSAGES.answerNoLinks),
});

/** Staff hide a question, and say why. */
export const hideQuestionSchema = z.object({
  reason: z
    .string({ error: MESSAGES.questionHideReasonRequired })
    .trim()
    .min(1, MESSAGES.questionHideReasonRequired)
    .max(500, 'Must be at most 500 characters'),
});

export const questionPageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const staffQuestionQuerySchema = questionPageSchema.extend({
  /** Only the hidden ones, or only those shown; all without it. */
  hidden: z.enum(['true', 'false']).optional(),
});
