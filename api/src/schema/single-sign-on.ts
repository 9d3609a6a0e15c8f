/** Which ways in the sign-in page offers (api/src/auth/single-sign-on.ts); public by design. */
import { signInOptions, ssoFailureMessage, type SignInOptions } from '../auth/single-sign-on.js';
import { builder } from './builder.js';
import { sayIn } from '../words/say-in.js';

const SingleSignOnOption = builder
  .objectRef<NonNullable<SignInOptions['singleSignOn']>>('SingleSignOnOption')
  .implement({
    description: "The operator's OpenID provider: its name for the button, and where the browser starts.",
    fields: (t) => ({
      name: t.exposeString('name'),
      startUrl: t.exposeString('startUrl', {
        description: 'GET it in the browser (with `?next=/path` to land there after signing in).',
      }),
    }),
  });

const SignInOptionsRef = builder.objectRef<SignInOptions>('SignInOptions').implement({
  fields: (t) => ({
    passwordSignIn: t.exposeBoolean('passwordSignIn', { description: 'False on a server set to single sign-on only.' }),
    registration: t.exposeBoolean('registration', { description: 'Whether the sign-up form makes accounts.' }),
    singleSignOn: t.field({ type: SingleSignOnOption, nullable: true, resolve: (o) => o.singleSignOn }),
    failureMessage: t.string({
      nullable: true,
      description:
        'The plain sentence for a failed single sign-on, from the `sso_error` code the callback put on the sign-in page; null for an unknown code.',
      args: { code: t.arg.string({ required: true }) },
      resolve: (_o, { code }, ctx) => {
        const message = ssoFailureMessage(ctx.config.sso?.name ?? null, code);
        return message === null ? null : sayIn(ctx.locale, message);
      },
    }),
  }),
});

builder.queryField('signInOptions', (t) =>
  t.field({
    type: SignInOptionsRef,
    description: 'How one may sign in here: passwords, sign-up, single sign-on.',
    resolve: (_root, _args, ctx) => signInOptions(ctx.config.sso),
  }),
);
