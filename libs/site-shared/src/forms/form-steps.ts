import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a form adds to its feature's mutation hook (`api/`): the next step once the call succeeds
 * and a look at a refusal. Given to `useMutation` itself, so the mutation stays pending until
 * `onSuccess` has settled (the button keeps working through the sign-in that follows), which a
 * callback passed to `mutate` would not.
 */
export type FormSteps<Data, Variables> = Pick<
  UseMutationOptions<Data, Error, Variables>,
  'onSuccess' | 'onError'
>;
