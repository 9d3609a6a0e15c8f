/** Pricing (sidebar layout when signed in, otherwise bare): what each plan gives, limits included. */
import { Button } from '@duet/design-system';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../layouts/viewer-context';
import { PublicPage } from './PublicPage';
import styles from './PricingRoute.module.css';

interface Plan {
  id: string;
  name: string;
  price: string;
  period: string;
  blurb: string;
  features: string[];
  available: boolean;
}

/**
 * Free lists what every account has today; a paid plan sells only what no account has yet (what
 * Free already gives is never listed again as Plus or Pro, docs/decisions/first-hour.md).
 */
export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    blurb: 'Everything Duet does today, on the models your server offers.',
    available: true,
    features: [
      'Private brain on the built-in local model, or the models your server connects',
      'Unlimited conversations, memories and search',
      'Import from ChatGPT and Claude; export your conversations and memories',
      'Share a conversation with a read-only link',
      'Profile Pal to set up your profile',
      'Public profile and public twin, on Duet and embedded on your own site',
      'Twin answers up to 100 messages a day per signed-in visitor; you set the anonymous limit',
      'Personal access tokens for scripts and the API',
      'File attachments up to 100 MB each',
    ],
  },
  {
    id: 'plus',
    name: 'Plus',
    price: '$8',
    period: 'per month',
    blurb: 'For daily use with a model you bring.',
    available: false,
    features: [
      'Everything in Free',
      'Your own OpenAI-compatible model for your conversations (your key, or your own Ollama or vLLM server)',
      'Higher twin limits: 500 messages a day per visitor',
      'Priority e-mail support',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$20',
    period: 'per month',
    blurb: 'For people whose twin talks to a crowd.',
    available: false,
    features: ['Everything in Plus', 'Unlimited twin messages from signed-in visitors', 'Twin-to-twin conversations'],
  },
];

export function PricingRoute() {
  const viewer = useViewer();
  const navigate = useNavigate();
  return (
    <PublicPage wide hidePricing>
      <header className={styles.intro}>
        <h1>Pricing</h1>
        <p>Start free. Duet runs a local model by default, so your conversations stay on the server you use.</p>
      </header>
      <ul className={styles.plans}>
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles.plan} data-featured={plan.id === 'plus' || undefined}>
            <h2 className={styles.name}>{plan.name}</h2>
            <p className={styles.price}>
              <span className={styles.amount}>{plan.price}</span> <span className={styles.period}>{plan.period}</span>
            </p>
            <p className={styles.blurb}>{plan.blurb}</p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {plan.available ? (
              viewer ? (
                <Button fullWidth disabled>
                  Your current plan
                </Button>
              ) : (
                <Button variant="primary" fullWidth onClick={() => navigate('/accounts/signup')}>
                  Get Started
                </Button>
              )
            ) : (
              <Button fullWidth disabled>
                Coming soon
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.note}>Paid plans are not on sale yet. Everything listed under Free works today.</p>
    </PublicPage>
  );
}
