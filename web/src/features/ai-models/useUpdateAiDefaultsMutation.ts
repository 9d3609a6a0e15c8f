/**
 * UpdateAiDefaults for the AI models page (AiModelsRoute.tsx), one default at a time. Each default
 * has its own mutation document with only its own variable: Relay sends every variable an
 * operation declares, null when not given, and null is a choice here ("none"), so one document
 * for all of them would clear every default but the one chosen.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { committed } from '../../relay/committed';
import { refuse } from './refusals';

const Chat = graphql`
  mutation useUpdateAiDefaultsMutationChatMutation($value: ID) {
    updateAiDefaults(defaultChatModel: $value) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
const Utility = graphql`
  mutation useUpdateAiDefaultsMutationUtilityMutation($value: ID) {
    updateAiDefaults(utilityModel: $value) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
const Embedding = graphql`
  mutation useUpdateAiDefaultsMutationEmbeddingMutation($value: ID) {
    updateAiDefaults(embeddingModel: $value) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
const Transcription = graphql`
  mutation useUpdateAiDefaultsMutationTranscriptionMutation($value: ID) {
    updateAiDefaults(transcriptionModel: $value) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
const Speech = graphql`
  mutation useUpdateAiDefaultsMutationSpeechMutation($value: ID) {
    updateAiDefaults(speechModel: $value) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
const Voice = graphql`
  mutation useUpdateAiDefaultsMutationVoiceMutation($value: String) {
    updateAiDefaults(speechVoice: $value) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** The defaults the page saves, by the mutation's argument names. */
export type AiDefault =
  'defaultChatModel' | 'utilityModel' | 'embeddingModel' | 'transcriptionModel' | 'speechModel' | 'speechVoice';

type Saved = MutationParameters & {
  variables: { value?: string | null };
  response: { updateAiDefaults: { refusal?: { message: string } | null } };
};

/** Saves one default (null: none, or the default's own fallback); the page reads itself again after. */
export function useUpdateAiDefaultsMutation() {
  const commits = {
    defaultChatModel: useMutation<Saved>(Chat)[0],
    utilityModel: useMutation<Saved>(Utility)[0],
    embeddingModel: useMutation<Saved>(Embedding)[0],
    transcriptionModel: useMutation<Saved>(Transcription)[0],
    speechModel: useMutation<Saved>(Speech)[0],
    speechVoice: useMutation<Saved>(Voice)[0],
  };
  const { defaultChatModel, utilityModel, embeddingModel, transcriptionModel, speechModel, speechVoice } = commits;
  return useCallback(
    async (field: AiDefault, value: string | null) => {
      const commit = { defaultChatModel, utilityModel, embeddingModel, transcriptionModel, speechModel, speechVoice }[
        field
      ];
      const { updateAiDefaults: r } = await committed(commit, { variables: { value } });
      if (r.refusal) refuse(r);
    },
    [defaultChatModel, utilityModel, embeddingModel, transcriptionModel, speechModel, speechVoice],
  );
}
