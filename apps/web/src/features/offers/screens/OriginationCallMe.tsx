/**
 * {brand}-OriginationCallMe (spec §2 Origination group, §7 add to phone queue by appraisalId): asks the store to
 * call the borrower back about the appraisal offer (POST /phoneQueue; once per appraisal while queued, so a second
 * visit shows the same call) and says when: "We'll call you at <phone on file> today by 3:30 PM" in the
 * borrower's own time, with the store's name and phone.
 */
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useFormat, type Format } from '../../../shared/i18n/format';
import { useSessionStore } from '../../../shared/session/session-store';
import content from '../../../shared/ui/content.module.css';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { phoneQueueQuery } from '../origination/api';
import { OriginationStep } from '../origination/origination-gate';
import { useOrigination } from '../origination/use-origination';

const dayOf = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 86_400_000;

/** 'today by 3:30 PM', 'tomorrow by 9:00 AM' or 'by 9:00 AM on 12/3/2026', in the device's time zone. */
export function whenText(
  t: (key: string, values: Record<string, string>) => string,
  format: Format,
  expectedBy: string,
  now = new Date(),
): string {
  const at = new Date(expectedBy);
  const time = new Intl.DateTimeFormat(format.locale, { timeStyle: 'short' }).format(at);
  const days = Math.round((dayOf(at) - dayOf(now)) / DAY_MS);
  if (days <= 0) return t('origination.call.today', { time });
  if (days === 1) return t('origination.call.tomorrow', { time });
  return t('origination.call.onDate', {
    time,
    date: new Intl.DateTimeFormat(format.locale, { dateStyle: 'short' }).format(at),
  });
}

function Queued({ appraisalId }: { appraisalId: number }) {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const phone = useSessionStore((s) => s.user?.phone);
  // idempotent on the server: asked once per visit, the same answer again
  const queue = useQuery(phoneQueueQuery(appraisalId));
  if (queue.isPending) return <Loading text={t('origination.call.asking')} />;
  if (queue.isError)
    return (
      <ErrorAlert
        message={t('origination.call.error', { reason: errorReason(queue.error) })}
        onRetry={() => void queue.refetch()}
      />
    );
  const call = queue.data;
  const time = whenText(t, format, call.expectedBy);
  return (
    <section className={content.card} aria-labelledby="call-when" role="status">
      <h2 id="call-when">
        {phone
          ? t('origination.call.when', { phone, time })
          : t('origination.call.whenNoPhone', { time })}
      </h2>
      <p>{t('origination.call.store', { store: call.storeName, phone: call.storePhoneNumber })}</p>
    </section>
  );
}

export default function OriginationCallMe() {
  const flow = useOrigination();
  return (
    <OriginationStep flow={flow} texts="call" footer="backToOffer">
      {(info) => <Queued appraisalId={info.appraisalId} />}
    </OriginationStep>
  );
}
