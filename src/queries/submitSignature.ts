import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RoutingClient, SubmitSignatureParams } from '../api/client';
import { useRoutingClient } from './context';

export function submitSignatureMutationKey(scope: string) {
  return [scope, 'submitSignature'] as const;
}

/** `POST /submit` for a signature step; a submission is never retried automatically. */
export function submitSignatureMutationOptions(client: RoutingClient, scope: string) {
  return mutationOptions({
    mutationKey: submitSignatureMutationKey(scope),
    mutationFn: (params: SubmitSignatureParams) => client.submitSignature(params),
    retry: false,
  });
}

export function useSubmitSignature() {
  const { client, scope } = useRoutingClient();
  return useMutation(submitSignatureMutationOptions(client, scope));
}
