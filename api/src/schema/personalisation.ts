/**
 * Personal instructions over GraphQL (api/src/personalisation/instructions.ts): the person's own,
 * read and saved by them alone.
 */
import { ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import {
  INSTRUCTIONS_MAX_CHARS,
  instructionsInput,
  personalInstructions,
  setPersonalInstructions,
  type PersonalInstructions,
} from '../personalisation/instructions.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';

const PersonalInstructionsRef = builder.objectRef<PersonalInstructions>('PersonalInstructions').implement({
  description:
    "What you want Duet to know about you and how it should answer. Every private conversation's model gets them; your twin never does.",
  fields: (t) => ({
    about: t.exposeString('about', { nullable: true, description: 'What should Duet know about you? (null: nothing)' }),
    style: t.exposeString('style', { nullable: true, description: 'How should Duet answer? (null: as it would)' }),
    maxLength: t.int({
      description: 'The most characters each may have.',
      resolve: () => INSTRUCTIONS_MAX_CHARS,
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  personalInstructions: t.field({
    type: PersonalInstructionsRef,
    description: 'Your personal instructions (Settings › Personalisation).',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => personalInstructions(ctx.db, user.id),
  }),
}));

builder.mutationFields((t) => ({
  setPersonalInstructions: t.field({
    type: PersonalInstructionsRef,
    description: `Saves your personal instructions: each at most ${INSTRUCTIONS_MAX_CHARS} characters; one left out stays as it is, an empty one is cleared.`,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { about: t.arg.string(), style: t.arg.string() },
    resolve: (_root, args, ctx) => setPersonalInstructions(ctx.db, ctx.viewer!.id, parseInput(instructionsInput, args)),
  }),
}));
