/**
 * Saves the personal instructions; resolves with what the server kept (trimmed), or rejects with a
 * FieldError naming the box the refusal is about (relay/field-error.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetPersonalInstructionsMutation as Mutation } from '../../__generated__/useSetPersonalInstructionsMutation.graphql';
import { committed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';

const SetPersonalInstructions = graphql`
  mutation useSetPersonalInstructionsMutation($about: String, $style: String) {
    setPersonalInstructions(about: $about, style: $style) {
      __typename
      ... on PersonalInstructions @alias(as: "saved") {
        about
        style
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function useSetPersonalInstructionsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(SetPersonalInstructions);
  const save = useCallback(
    (about: string, style: string) =>
      committed(commit, { variables: { about, style } }).then(({ setPersonalInstructions: result }) => {
        if (result.saved) return { about: result.saved.about ?? '', style: result.saved.style ?? '' };
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
