/**
 * Who the borrower is (spec §3 names and contact, §5 SSN display and phone display): name, date of birth, the
 * SSN's last 4, email and phone as (XXX) XXX-XXXX; the sign-in email and phone change through the UpdateUser
 * group, unless canUpdateUserLogin is off (spec §6) — then the reason shows instead — or the editing phone and
 * email flag is off.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneDisplay } from '@lender/domain';
import type { TPersonalInfoResponse } from '@lender/contract';
import { useServerSettings } from '../../../shared/config/config-settings';
import { routePath } from '../../../shared/routing/route-path';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';

export function PersonalDetails({ info }: { info: TPersonalInfoResponse }) {
  const { t } = useTranslation('profile');
  const { editPhoneAndEmail } = useServerSettings();
  const facts: [string, string][] = [
    [t('personal.name'), info.fullCustomerName],
    [t('personal.dob'), info.dob],
    [t('personal.ssn'), info.displaySsn ?? t('personal.none')],
    [t('personal.email'), info.email],
    [t('personal.phone'), formatPhoneDisplay(info.phoneNumber)],
  ];
  return (
    <section className={content.card} aria-labelledby="profile-personal">
      <h2 id="profile-personal">{t('personal.heading')}</h2>
      <dl className={content.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {!info.canUpdateUserLogin ? (
        <p className={content.muted}>{t('personal.signInLocked')}</p>
      ) : (
        editPhoneAndEmail && (
          <Link className={controls.link} to={routePath('UpdateUserEmail')}>
            {t('personal.changeSignIn')}
          </Link>
        )
      )}
    </section>
  );
}
