/**
 * The identity check's answer on the origination's first screen (spec §7 GET /experianStatus; decision 064). Verified:
 * nothing. Incomplete: what is missing, in the check's order, and who completes each part — her home address on My
 * profile (linked), her name, date of birth and SSN only by her store (its phone) — and she cannot go on. While it
 * loads, a line says so; if it fails, a line says she may go on (the server checks again when she asks for the loan).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ORIGINATION_ERROR_CODES,
  type TExperianStatusResponse,
  type TOriginationInfoResponse,
} from '@lender/contract';
import {
  IDENTITY_CHECK_PARTS,
  formatPhoneDisplay,
  identityCheckFixer,
  identityCheckRefusal,
  phoneTelHref,
  type IdentityCheckPart,
} from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { Loading } from '../../../shared/ui/query-state';
import { useOffersRoute } from './use-offers-route';

export function IdentityCheckNotice({
  missing,
  info,
}: {
  missing: readonly IdentityCheckPart[];
  info: Pick<TOriginationInfoResponse, 'storeName' | 'storePhoneNumber'>;
}) {
  const { t } = useTranslation('offers');
  const { pathOf } = useOffersRoute();
  const refusal = identityCheckRefusal(missing);
  if (!refusal) return null;
  const phone = formatPhoneDisplay(info.storePhoneNumber);
  const tel = phoneTelHref(info.storePhoneNumber);
  return (
    <section
      className={`${content.notice} ${content.noticeWarning}`}
      aria-labelledby="identity-check-heading"
      data-testid="identity-check"
    >
      <h2 id="identity-check-heading">{t('origination.identity.heading')}</h2>
      <p>{t('origination.identity.intro')}</p>
      <ul>
        {refusal.params.missing.map((part) => (
          <li key={part}>
            {t(`origination.identity.part.${part}`)}
            {' — '}
            {identityCheckFixer(part) === 'profile' ? (
              <Link className={controls.link} to={pathOf('CustomerProfile')}>
                {t('origination.identity.fixOnProfile')}
              </Link>
            ) : (
              t('origination.identity.fixAtStore')
            )}
          </li>
        ))}
      </ul>
      {refusal.params.fixers.includes('store') && (
        <p>
          {t('origination.identity.callStore', { store: info.storeName })}{' '}
          {tel ? <a href={tel}>{phone}</a> : phone}
        </p>
      )}
      <p>{t('origination.identity.then')}</p>
    </section>
  );
}

/** The check's state: checking, not checked (she may go on), verified (nothing) or the notice of what is missing. */
export function IdentityCheckStatus({
  check,
  info,
}: {
  check: UseQueryResult<TExperianStatusResponse>;
  info: Pick<TOriginationInfoResponse, 'storeName' | 'storePhoneNumber'>;
}) {
  const { t } = useTranslation('offers');
  if (check.isPending) return <Loading text={t('origination.identity.checking')} />;
  if (check.isError)
    return <p className={content.muted}>{t('origination.identity.checkFailed')}</p>;
  if (check.data.status === 'verified') return null;
  return <IdentityCheckNotice missing={check.data.missing} info={info} />;
}

/** The missing parts of POST /loanOriginate's 409 'identity.incomplete' (the server's check), else null (then its message shows). */
export function refusedIdentity(error: unknown): IdentityCheckPart[] | null {
  if (
    !(error instanceof ApiError) ||
    error.errorCode !== ORIGINATION_ERROR_CODES.identityIncomplete
  )
    return null;
  const missing = (error.body as { missing?: unknown } | undefined)?.missing;
  const parts = Array.isArray(missing)
    ? IDENTITY_CHECK_PARTS.filter((part) => missing.includes(part))
    : [];
  return parts.length > 0 ? parts : null;
}
