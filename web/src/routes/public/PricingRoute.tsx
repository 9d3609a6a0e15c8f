/** Pricing (sidebar layout when signed in, otherwise bare): what each plan gives, limits included. */
import { Button, i18n } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../layouts/viewer-context';
import { PublicPage } from './PublicPage';
import styles from './PricingRoute.module.css';

interface Plan {
  id: string;
  name: MessageDescriptor;
  /** In US dollars, for `period`. */
  price: number;
  period: MessageDescriptor;
  blurb: MessageDescriptor;
  features: MessageDescriptor[];
  available: boolean;
}

/**
 * Free lists what every account has today; a paid plan sells only what no account has yet (what
 * Free already gives is never listed again as Plus or Pro, docs/decisions/first-hour.md).
 */
export const PLANS: Plan[] = [
  {
    id: 'free',
    name: msg`Free`,
    price: 0,
    period: msg`forever`,
    blurb: msg`Everything Duet does today, on the models your server offers.`,
    available: true,
    features: [
      msg`Private brain on the built-in local model, or the models your server connects`,
      msg`Unlimited conversations, memories and search`,
      msg`Import from ChatGPT and Claude; export your conversations and memories`,
      msg`Share a conversation with a read-only link`,
      msg`Profile Pal to set up your profile`,
      msg`Public profile and public twin, on Duet and embedded on your own site`,
      msg`Twin answers up to 100 messages a day per signed-in visitor; you set the anonymous limit`,
      msg`Personal access tokens for scripts and the API`,
      msg`File attachments up to 100 MB each`,
    ],
  },
  {
    id: 'plus',
    name: msg`Plus`,
    price: 8,
    period: msg`per month`,
    blurb: msg`For daily use with a model you bring.`,
    available: false,
    features: [
      msg`Everything in Free`,
      msg`Your own OpenAI-compatible model for your conversations (your key, or your own Ollama or vLLM server)`,
      msg`Higher twin limits: 500 messages a day per visitor`,
      msg`Priority e-mail support`,
    ],
  },
  {
    id: 'pro',
    name: msg`Pro`,
    price: 20,
    period: msg`per month`,
    blurb: msg`For people whose twin talks to a crowd.`,
    available: false,
    features: [
      msg`Everything in Plus`,
      msg`Unlimited twin messages from signed-in visitors`,
      msg`Twin-to-twin conversations`,
    ],
  },
];

/** "$8" in English, "8 $" in German: whole dollars, as the language writes an amount. */
function dollars(amount: number): string {
  return i18n.number(amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

export function PricingRoute() {
  const { i18n } = useLingui();
  const viewer = useViewer();
  const navigate = useNavigate();
  return (
    <PublicPage wide hidePricing>
      <header className={styles.intro}>
        <h1>
          <Trans>Pricing</Trans>
        </h1>
        <p>
          <Trans>
            Start free. Duet runs a local model by default, so your conversations stay on the server you use.
          </Trans>
        </p>
      </header>
      <ul className={styles.plans}>
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles.plan} data-featured={plan.id === 'plus' || undefined}>
            <h2 className={styles.name}>{i18n._(plan.name)}</h2>
            <p className={styles.price}>
              <span className={styles.amount}>{dollars(plan.price)}</span>{' '}
              <span className={styles.period}>{i18n._(plan.period)}</span>
            </p>
            <p className={styles.blurb}>{i18n._(plan.blurb)}</p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature.id}>{i18n._(feature)}</li>
              ))}
            </ul>
            {plan.available ? (
              viewer ? (
                <Button fullWidth disabled>
                  <Trans>Your current plan</Trans>
                </Button>
              ) : (
                <Button variant="primary" fullWidth onClick={() => navigate('/accounts/signup')}>
                  <Trans>Get Started</Trans>
                </Button>
              )
            ) : (
              <Button fullWidth disabled>
                <Trans>Coming soon</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Trans>Paid plans are not on sale yet. Everything listed under Free works today.</Trans>
      </p>
    </PublicPage>
  );
}
