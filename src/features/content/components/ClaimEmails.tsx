import { CLAIM_EMAILS } from '@/lib/brand';

/** The two claim inboxes; returns and damage claims go to the coast the order shipped from. */
export function ClaimEmails() {
  return (
    <ul>
      <li>
        West-coast claims: <a href={`mailto:${CLAIM_EMAILS.westCoast}`}>{CLAIM_EMAILS.westCoast}</a>
      </li>
      <li>
        East-coast claims: <a href={`mailto:${CLAIM_EMAILS.eastCoast}`}>{CLAIM_EMAILS.eastCoast}</a>
      </li>
    </ul>
  );
}
