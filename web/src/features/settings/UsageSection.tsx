/**
 * Settings › Usage: today and this month against the person's limits, the minutes of voice used
 * today (where the server hears or speaks), the last 30 days, the tokens by model.
 */
import { PageNote, PageSection, UsageOverview } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UsageSection_viewer$key } from '../../__generated__/UsageSection_viewer.graphql';
import { byModel, lastDays, resetsText } from '../usage/usage-figures';
import forms from '../usage/usage-forms.module.css';

const Fragment = graphql`
  fragment UsageSection_viewer on User {
    voice {
      minutesPerDay
    }
    usage(days: 30) {
      __typename
      ... on Usage {
        limits {
          unit
          daily
          monthly
        }
        today {
          messages
          tokens
          audioSeconds
          speechSeconds
        }
        thisMonth {
          messages
          tokens
        }
        dayResetsAt
        monthResetsAt
        days {
          day
          messages
        }
        rows {
          model
          purpose
          calls
          inputTokens
          outputTokens
          estimated
        }
      }
    }
  }
`;

export function UsageSection({ viewer, isAdmin }: { viewer: UsageSection_viewer$key; isAdmin: boolean }) {
  const { t } = useLingui();
  const { usage, voice } = useFragment(Fragment, viewer);
  if (usage?.__typename !== 'Usage') return null;
  const unit = usage.limits.unit === 'tokens' ? 'tokens' : 'messages';
  const unitWords = unit === 'tokens' ? t`tokens` : t`messages`;
  const used = (c: { messages: number; tokens: number }) => (unit === 'tokens' ? c.tokens : c.messages);
  return (
    <PageSection
      titleId="usage-title"
      id="usage"
      title={t`Usage`}
      note={t`Messages are the ones you send to your brain and your twin's replies to visitors. Days are UTC.`}
      actions={
        <a className={forms.download} href="/api/v1/usage?format=csv" download>
          <Trans>Download CSV</Trans>
        </a>
      }
    >
      <UsageOverview
        data-testid="usage"
        meters={[
          {
            label: t`Today`,
            used: used(usage.today),
            limit: usage.limits.daily ?? null,
            unit: unitWords,
            resets: resetsText(String(usage.dayResetsAt)),
          },
          {
            label: t`This month`,
            used: used(usage.thisMonth),
            limit: usage.limits.monthly ?? null,
            unit: unitWords,
            resets: resetsText(String(usage.monthResetsAt)),
          },
          // Voice, where the server hears or speaks: one daily budget for both.
          ...(voice.minutesPerDay > 0
            ? [
                {
                  label: t`Voice today`,
                  used: Math.ceil((usage.today.audioSeconds + usage.today.speechSeconds) / 60),
                  limit: voice.minutesPerDay,
                  unit: t`minutes`,
                  resets: resetsText(String(usage.dayResetsAt)),
                },
              ]
            : []),
        ]}
        days={lastDays(usage.days.map((d) => ({ day: d.day, value: d.messages })))}
        daysLabel={t`Messages per day, last 30 days`}
        rows={byModel(
          usage.rows.map((r) => ({
            model: r.model,
            purpose: r.purpose,
            calls: r.calls,
            inputTokens: r.inputTokens,
            outputTokens: r.outputTokens,
            estimated: r.estimated,
          })),
        )}
        empty={t`No model calls in the last 30 days.`}
      />
      {isAdmin && (
        <PageNote>
          <Trans>
            <Link to="/admin/usage">Everyone's usage, the limits and prices</Link> are on the Usage page.
          </Trans>
        </PageNote>
      )}
    </PageSection>
  );
}
