/** SetModelPrice for the admin's usage page (AdminUsageRoute.tsx): a price per million tokens, or none. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetModelPriceMutation as Mutation } from '../../__generated__/useSetModelPriceMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const SetPrice = graphql`
  mutation useSetModelPriceMutation($model: String!, $inputPerMillion: Float, $outputPerMillion: Float) {
    setModelPrice(model: $model, inputPerMillion: $inputPerMillion, outputPerMillion: $outputPerMillion) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useSetModelPriceMutation() {
  const [commit] = useMutation<Mutation>(SetPrice);
  return useCallback(
    async (model: string, price: { inputPerMillion: number | null; outputPerMillion: number | null }) => {
      const { setModelPrice: r } = await committed(commit, { variables: { model, ...price } });
      throwIfFailed(failureMessage(r));
    },
    [commit],
  );
}
