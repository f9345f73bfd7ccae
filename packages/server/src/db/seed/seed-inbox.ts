import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

// Issue 14 #6: a few reports and help questions, so the demo console's inboxes have something to show. Most
// are open; one of each is resolved by the demo operator (with its audit entry, as the console writes it).

/** What the inbox seed needs from the rest of the seed. */
export interface InboxSeedContext {
  /** The id of the seeded campaign with this title. */
  campaignId: (title: string) => number;
  /** The id of the seeded organization with this key. */
  organizationId: (key: string) => number;
  operatorId: number;
  /** The time `days` ago (fractions allowed). */
  ago: (days: number) => Date;
}

/** Inserts the demo reports and help questions (and the audit entries of the resolved ones). */
export async function seedInbox(trx: Transaction<Database>, context: InboxSeedContext): Promise<void> {
  const { campaignId, organizationId, operatorId, ago } = context;
  const resolvedReportAt = ago(2);
  const [resolvedReport] = await trx
    .insertInto('reports')
    .values([
      {
        target_type: 'campaign',
        campaign_id: campaignId('Shelter and vet care for street dogs in Addis Ababa'),
        organization_id: null,
        reason: 'spam',
        message: '',
        reporter_email: null,
        reporter_phone: null,
        created_at: ago(6),
        resolved_at: resolvedReportAt,
        resolved_by_user_id: operatorId,
        resolution_note:
          'Checked with Addis Green: the campaign is genuine and the shelter exists. No action needed.',
        resolution_action: 'none',
      },
      {
        target_type: 'campaign',
        campaign_id: campaignId('Water trucking for drought-hit Dubti'),
        organization_id: null,
        reason: 'fraud',
        message: '',
        reporter_email: 'concerned.donor@example.org',
        reporter_phone: '251911223344',
        created_at: ago(3),
      },
      {
        target_type: 'organization',
        campaign_id: null,
        organization_id: organizationId('hawassa-learning'),
        reason: 'other',
        message:
          'The phone number on this page does not answer and the address in Hawassa is a closed shop. Is this organization still active?',
        reporter_email: 'hawassa.parent@example.org',
        reporter_phone: null,
        created_at: ago(1.5),
      },
      {
        target_type: 'campaign',
        campaign_id: campaignId('Clean the Kebena river banks'),
        organization_id: null,
        reason: 'misinformation',
        message: '',
        reporter_email: null,
        reporter_phone: '251922334455',
        created_at: ago(0.3),
      },
    ])
    .returning('id')
    .execute();
  const resolvedQuestionAt = ago(1);
  const [resolvedQuestion] = await trx
    .insertInto('help_questions')
    .values([
      {
        email: 'abebe.k@example.org',
        question: 'Can I donate in US dollars with a card from abroad, and will the organization get birr?',
        created_at: ago(4),
        resolved_at: resolvedQuestionAt,
        resolved_by_user_id: operatorId,
        resolution_note:
          'Answered: yes, card donations in USD are accepted; the organization receives the amount in USD or ETB as it chooses at withdrawal.',
      },
      {
        email: 'hiwot.t@example.org',
        question:
          'I started a campaign for my school but it still says "in review". How long does the review take?',
        created_at: ago(0.8),
      },
      {
        email: 'daniel.m@example.org',
        question: 'How do I get a receipt for my donation to the Afar flood relief campaign for my employer?',
        created_at: ago(0.1),
      },
    ])
    .returning('id')
    .execute();
  await trx
    .insertInto('audit_log')
    .values([
      {
        operator_id: operatorId,
        action: 'report.resolve',
        target_type: 'report',
        target_id: resolvedReport!.id,
        before: JSON.stringify({ resolved_at: null }),
        after: JSON.stringify({
          resolved_at: resolvedReportAt.toISOString(),
          note: 'Checked with Addis Green: the campaign is genuine and the shelter exists. No action needed.',
          action: 'none',
        }),
        created_at: resolvedReportAt,
      },
      {
        operator_id: operatorId,
        action: 'help_question.resolve',
        target_type: 'help_question',
        target_id: resolvedQuestion!.id,
        before: JSON.stringify({ resolved_at: null }),
        after: JSON.stringify({ resolved_at: resolvedQuestionAt.toISOString() }),
        created_at: resolvedQuestionAt,
      },
    ])
    .execute();
}
