import { useMutation } from '@tanstack/react-query';
import type { OnboardingChoiceInput } from '@souk/shared/schemas/sellers';
import { api } from '../../lib/api-client.ts';

/** Spec 2 section 3, choices payload; the reply's userRoles become the stored accountType. */
export const saveOnboardingChoice = (body: OnboardingChoiceInput) =>
  api.put<{ userRoles: string[] }>('seller/onboarding/choice', body);

export const useSaveOnboardingChoice = () => useMutation({ mutationFn: saveOnboardingChoice });
